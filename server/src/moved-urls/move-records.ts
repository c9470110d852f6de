import { pluginUid } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import { chunked } from '../model/chunked';
import type { UrlMove } from './moves';
import { urlKey } from './site-urls';

/** Name of the move record content type (`server/src/content-types`). */
export const MOVED_URL_CONTENT_TYPE_NAME = 'moved-url';

/** UID of the move record content type: `plugin::route-discovery.moved-url`. */
export const MOVED_URL_UID = pluginUid(MOVED_URL_CONTENT_TYPE_NAME);

/**
 * The move record content type's schema: hidden from the Content Manager and the Content-Type
 * Builder (the plugin writes it, nobody edits it), a content type so Strapi's export, import and
 * transfer carry it (docs/decisions/0211-moved-urls-storage.md). URLs are `text` (no length limit);
 * `oldUrlKey` is the old URL's SHA-256 (`urlKey`), which lookups use. The `check*` attributes hold
 * the last check of the old URL on the website (decision 0230).
 */
export const MOVED_URL_SCHEMA = {
  kind: 'collectionType',
  collectionName: 'route_discovery_moved_urls',
  info: {
    singularName: MOVED_URL_CONTENT_TYPE_NAME,
    pluralName: 'moved-urls',
    displayName: 'Route discovery moved URL',
    description: 'Website URLs that moved or went away (recorded by route-discovery)',
  },
  options: { draftAndPublish: false },
  pluginOptions: {
    'content-manager': { visible: false },
    'content-type-builder': { visible: false },
  },
  attributes: {
    oldUrl: { type: 'text', required: true },
    oldUrlKey: { type: 'string', required: true },
    newUrl: { type: 'text' },
    pageType: { type: 'string', required: true },
    pageDocumentId: { type: 'string', required: true },
    pageLocale: { type: 'string' },
    action: { type: 'string', required: true },
    causeType: { type: 'string', required: true },
    causeDocumentId: { type: 'string', required: true },
    movedAt: { type: 'datetime', required: true },
    // The last check of the old URL on the website (`redirect-checks.ts`), on every record of it.
    checkVerdict: { type: 'string' },
    checkStatus: { type: 'integer' },
    checkLocation: { type: 'text' },
    checkedAt: { type: 'datetime' },
  },
} as const;

/** The document action that moved pages: its name, content type and documentId. */
export interface MoveCause {
  action: string;
  uid: string;
  documentId: string;
}

/** Records created per statement. */
const RECORDS_PER_STATEMENT = 200;

/**
 * Stores moves through Strapi's query engine (`strapi.db.query`, which joins the transaction of
 * the document action under way and gives each record its documentId), `RECORDS_PER_STATEMENT`
 * a statement.
 * @param at when the move happened
 * @throws the database driver's error
 */
export async function recordMoves(
  strapi: Core.Strapi,
  moves: readonly UrlMove[],
  cause: MoveCause,
  at: Date,
): Promise<void> {
  const records = strapi.db.query(MOVED_URL_UID as Parameters<Core.Strapi['db']['query']>[0]);
  for (const chunk of chunked(moves, RECORDS_PER_STATEMENT)) {
    await records.createMany({
      data: chunk.map((move) => ({
        oldUrl: move.old_url,
        oldUrlKey: urlKey(move.old_url),
        newUrl: move.new_url,
        pageType: move.uid,
        pageDocumentId: move.document_id,
        pageLocale: move.locale,
        action: cause.action,
        causeType: cause.uid,
        causeDocumentId: cause.documentId,
        movedAt: at,
        publishedAt: at,
      })),
    });
  }
}
