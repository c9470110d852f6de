import type { Core } from '@strapi/strapi';
import { contentTypeSchema, pluginOption } from '../model/schema';

/** A published document's id and locale, used to fill a query's variables. */
export interface SampleDocument {
  documentId: string;
  /** The document's locale, null for types without i18n. */
  locale: string | null;
}

/**
 * The first published document of a content type (lowest row id), in one indexed query; any
 * document for types without draft and publish.
 * @returns null when the type is unknown or has no published document
 * @throws the database error when the database is unreachable (answered 503 by the API guard)
 */
export async function samplePublishedDocument(
  strapi: Core.Strapi,
  uid: string,
): Promise<SampleDocument | null> {
  const schema = contentTypeSchema(strapi, uid);
  if (!schema) return null;
  const localized = pluginOption(schema, 'i18n', 'localized') === true;
  const row = (await strapi.db.query(uid as never).findOne({
    select: localized ? ['documentId', 'locale'] : ['documentId'],
    where: schema.options?.draftAndPublish ? { publishedAt: { $notNull: true } } : {},
    orderBy: { id: 'asc' },
  })) as { documentId?: string; locale?: string } | null;
  if (!row?.documentId) return null;
  return { documentId: row.documentId, locale: localized ? (row.locale ?? null) : null };
}
