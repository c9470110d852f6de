import type { ContentTypeInfo } from '../model/content-types';
import { scanPublishedRows, type PageJoin, type ScannedRow } from '../model/document-scan';
import { rowsOfDocuments } from '../model/documents-by-id';
import { defaultLocale, localeCount } from '../model/locales';
import { isReadableAttribute } from '../model/readable-attributes';
import type { ResolverContext } from '../model/run-context';
import { publicReadableTypes, type PublicReadableType } from '../permissions/public-role';

/** One published document (one locale of it) with the attributes discovery asked for, flat (`ScannedRow`). */
export type PublicDocumentRow = ScannedRow;

/**
 * The asked fields discovery may read: private and password attributes, relations, components and
 * media are dropped here too, whatever the caller asked, so no row ever carries their values.
 */
function readableFields(context: ResolverContext, uid: string, fields: string[]): string[] {
  return fields.filter((field) => isReadableAttribute(context.strapi, uid, field));
}

/** `where` clause selecting published rows: `publishedAt` set when draft & publish is on. */
function publishedWhere(type: ContentTypeInfo): Record<string, unknown> {
  return type.draftAndPublish ? { publishedAt: { $notNull: true } } : {};
}

/**
 * A query-engine row as a PublicDocumentRow: `documentId`, `locale`, the asked attributes and,
 * when read, the row's `id` (for batched relation reads; it never reaches a response).
 */
function toRow(raw: Record<string, unknown>, fields: string[]): PublicDocumentRow {
  const row: PublicDocumentRow = {
    documentId: String(raw.documentId),
    locale: typeof raw.locale === 'string' ? raw.locale : null,
  };
  if (raw.id !== undefined) row.id = raw.id;
  for (const field of fields) if (field !== 'documentId' && field !== 'locale') row[field] = raw[field];
  return row;
}

/**
 * The first published document of a type in its default locale, reading only `documentId`,
 * `locale` and the named scalar fields (one query, no populate).
 */
export function firstPublicDocument(
  context: ResolverContext,
  uid: string,
  askedFields: string[],
): Promise<PublicDocumentRow | null> {
  const fields = readableFields(context, uid, askedFields);
  return context.memo(`first-public:${uid}:${fields.join(',')}`, async () => {
    const readable = (await publicReadableTypes(context)).get(uid);
    if (!readable) return null;
    const where = publishedWhere(readable.type);
    if (readable.type.localized) {
      const locale = await defaultLocale(context);
      if (locale) where.locale = locale;
    }
    const raw = (await context.strapi.db.query(uid as never).findOne({
      select: ['documentId', ...(readable.type.localized ? ['locale'] : []), ...fields],
      where,
      orderBy: { id: 'asc' },
    })) as Record<string, unknown> | null;
    return raw ? toRow(raw, fields) : null;
  });
}

/**
 * Published rows of a publicly readable type, in batches: the first `limit` documents, each with
 * every published locale, in one batch (their documentIds, then their rows: `rowsOfDocuments`);
 * or, with `limit` 0, every published row in keyset pages (`scanPublishedRows`), so memory stays
 * flat however many documents there are. Only `documentId`, `locale` and the readable `askedFields`
 * (`readableFields`) are read, plus each row's `id` when `withIds` (a scan always has it), and, in a
 * scan, the columns `pageJoin` joins (`scanPublishedRows`). A scan starts after `afterId` and reads `scanRows` rows per statement when given.
 */
export async function* publicDocumentBatches(
  context: ResolverContext,
  readable: PublicReadableType,
  askedFields: string[],
  limit: number,
  withIds = false,
  pageJoin?: PageJoin,
  afterId = 0,
  scanRows?: number,
): AsyncGenerator<PublicDocumentRow[]> {
  const { type } = readable;
  const fields = readableFields(context, type.uid, askedFields);
  if (limit <= 0) {
    // A keyset page asks for about its own size (`scanRows`), read without a page ahead.
    yield* scanPublishedRows(
      context.strapi,
      type,
      fields,
      scanRows,
      pageJoin,
      scanRows === undefined,
      afterId,
    );
    return;
  }
  const query = context.strapi.db.query(type.uid as never);
  const select = ['documentId', ...(type.localized ? ['locale'] : []), ...fields];
  const where: Record<string, unknown> = publishedWhere(type);
  // A document has at most one published row per locale, so the first limit x locales rows
  // hold at least `limit` distinct documents.
  const rowsNeeded = type.localized ? limit * Math.max(1, await localeCount(context)) : limit;
  const first = (await query.findMany({
    select: ['documentId'],
    where,
    orderBy: { id: 'asc' },
    limit: rowsNeeded,
  })) as Array<{ documentId: string }>;
  const documentIds = [...new Set(first.map((row) => row.documentId))].slice(0, limit);
  if (!type.localized && select.length === 1 && !withIds) {
    yield documentIds.map((documentId) => ({ documentId, locale: null }));
    return;
  }
  const rows = await rowsOfDocuments(query, select, where, documentIds);
  yield rows.map((raw) => toRow(raw, fields));
}

/**
 * Main field of each content type in the Content Manager's list view, read from the core store
 * in one query (the same key the Content Manager uses: `@strapi/content-manager`
 * `dist/server/homepage/services/homepage.js`). Types without a stored configuration are absent.
 */
export function mainFields(context: ResolverContext, uids: string[]): Promise<Map<string, string>> {
  return context.memo(`main-fields:${uids.join(',')}`, async () => {
    const result = new Map<string, string>();
    if (uids.length === 0) return result;
    const keyPrefix = 'plugin_content_manager_configuration_content_types::';
    const rows = (await context.strapi.db.query('strapi::core-store' as never).findMany({
      select: ['key', 'value'],
      where: { key: { $in: uids.map((uid) => `${keyPrefix}${uid}`) } },
    })) as Array<{ key: string; value: string }>;
    for (const row of rows) {
      try {
        const parsed = JSON.parse(row.value) as { settings?: { mainField?: unknown } };
        if (typeof parsed.settings?.mainField === 'string') {
          result.set(row.key.slice(keyPrefix.length), parsed.settings.mainField);
        }
      } catch {
        // An unreadable configuration falls back to title/name/slug.
      }
    }
    return result;
  });
}
