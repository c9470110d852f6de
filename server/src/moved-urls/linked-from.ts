import type { Core } from '@strapi/strapi';
import { pluginTable, REFERENCES_TABLE } from '../migrations/plugin-tables';
import { listManagedContentTypes } from '../model/content-types';
import { chunked } from '../model/chunked';

/** URLs per `IN` list (each URL is looked for as written and as its site-relative path). */
const URLS_PER_QUERY = 400;

/** The ways a link can name a website URL in content: as written (absolute) and as its site-relative path. */
function spellings(url: string): string[] {
  try {
    const parsed = new URL(url);
    return [url, `${parsed.pathname}${parsed.search}`];
  } catch {
    return [url];
  }
}

/** A published document whose content links to a URL: its content type, documentId and locale ('' without i18n). */
export interface LinkingDocument {
  uid: string;
  documentId: string;
  locale: string;
}

/**
 * The published documents that still link to each URL, from the reference index (table
 * `route_discovery_references`, docs/decisions/0180-reference-index-tables.md: a `link` row keeps
 * the URL as written in `target_url`): documents whose published version (or only version, for a
 * type without draft and publish) has a link written as the absolute URL or its site-relative
 * path, one entry per locale version. `target_url` has no index: one scan of the index per batch
 * of URLs (docs/decisions/0212-redirect-rules.md).
 * @returns URL -> its linking locale versions (absent: none)
 * @throws the database driver's error
 */
export async function linkingDocuments(
  strapi: Core.Strapi,
  urls: readonly string[],
): Promise<Map<string, LinkingDocument[]>> {
  const byUrl = new Map<string, Map<string, LinkingDocument>>();
  const ownerOf = new Map<string, string[]>();
  for (const url of new Set(urls)) {
    for (const spelling of spellings(url)) ownerOf.set(spelling, [...(ownerOf.get(spelling) ?? []), url]);
  }
  const alwaysPublished = listManagedContentTypes(strapi)
    .filter((type) => !type.draftAndPublish)
    .map((type) => type.uid);
  for (const chunk of chunked([...ownerOf.keys()], URLS_PER_QUERY)) {
    const rows = (await pluginTable(strapi, strapi.db.connection, REFERENCES_TABLE)
      .distinct('target_url', 'source_uid', 'source_document_id', 'source_locale')
      .where('reference_kind', 'link')
      .whereIn('target_url', chunk)
      .where((published) => {
        published.where('source_published', 1);
        if (alwaysPublished.length) published.orWhereIn('source_uid', alwaysPublished);
      })) as Array<{
      target_url: string;
      source_uid: string;
      source_document_id: string;
      source_locale: string;
    }>;
    for (const row of rows) {
      for (const url of ownerOf.get(row.target_url) ?? []) {
        const documents = byUrl.get(url) ?? new Map<string, LinkingDocument>();
        const locale = row.source_locale ?? '';
        documents.set(`${row.source_uid}\u0000${row.source_document_id}\u0000${locale}`, {
          uid: row.source_uid,
          documentId: row.source_document_id,
          locale,
        });
        byUrl.set(url, documents);
      }
    }
  }
  return new Map([...byUrl].map(([url, documents]) => [url, [...documents.values()]]));
}

/**
 * How many published documents still link to each old URL (`linkingDocuments`, its locale
 * versions counted once per document).
 * @returns old URL -> number of distinct linking documents (absent: none)
 * @throws the database driver's error
 */
export async function linkingDocumentCounts(
  strapi: Core.Strapi,
  oldUrls: readonly string[],
): Promise<Map<string, number>> {
  const linking = await linkingDocuments(strapi, oldUrls);
  return new Map(
    [...linking].map(([url, documents]) => [
      url,
      new Set(documents.map((document) => `${document.uid}\u0000${document.documentId}`)).size,
    ]),
  );
}
