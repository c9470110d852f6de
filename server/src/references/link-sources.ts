import type { Core } from '@strapi/strapi';
import { indexTable, REFERENCES_TABLE, type ReferenceRecord } from './tables';

/** Documents listed per URL at most (one alert line each). */
export const SOURCES_PER_URL = 10;

/**
 * Where each of `urls` is linked from, as the reference index holds it: link rows to that URL,
 * one per document, locale and field (a draft and its published version are one source), at most
 * `SOURCES_PER_URL` per URL, in type, documentId, locale and field order.
 * @returns the rows per URL; a URL no content links to any more has none
 */
export async function linkSources(
  strapi: Core.Strapi,
  urls: readonly string[],
): Promise<Map<string, ReferenceRecord[]>> {
  const found = new Map<string, ReferenceRecord[]>(urls.map((url) => [url, []]));
  if (urls.length === 0) return found;
  const rows = (await indexTable(strapi, strapi.db.connection, REFERENCES_TABLE)
    .select('source_uid', 'source_document_id', 'source_locale', 'field_path', 'link_text', 'target_url')
    .where({ reference_kind: 'link', target_kind: 'url' })
    .whereIn('target_url', [...new Set(urls)])
    .orderBy(['source_uid', 'source_document_id', 'source_locale', 'field_path'])) as Array<
    Record<string, unknown>
  >;
  for (const row of rows) {
    const list = found.get(String(row.target_url));
    if (!list || list.length >= SOURCES_PER_URL) continue;
    if (list.some((seen) => sameSource(seen, row))) continue;
    list.push({
      source_uid: String(row.source_uid),
      source_document_id: String(row.source_document_id),
      source_locale: String(row.source_locale ?? ''),
      source_published: 0,
      field_path: String(row.field_path),
      link_text: String(row.link_text ?? ''),
      reference_kind: 'link',
      target_kind: 'url',
      target_uid: '',
      target_id: '',
      target_locale: '',
      target_url: String(row.target_url),
    });
  }
  return found;
}

const sameSource = (seen: ReferenceRecord, row: Record<string, unknown>) =>
  seen.source_uid === String(row.source_uid) &&
  seen.source_document_id === String(row.source_document_id) &&
  seen.source_locale === String(row.source_locale ?? '') &&
  seen.field_path === String(row.field_path);
