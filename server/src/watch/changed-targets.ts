import type { Core } from '@strapi/strapi';
import type { MonitorTargetKind } from '@route-discovery/contract';
import { pluginTable, WATCH_TARGETS_TABLE } from '../migrations/plugin-tables';
import { chunked } from '../model/chunked';
import { documentsUpdatedSince } from '../model/updated-documents';
import { linkedUrlsOf, linkingTypes } from '../references';
import { targetId } from './target-store';

/** Targets marked per statement. */
const MARK_PAGE = 500;

/** Where the targets of one content-derived kind come from, for marking those a changed document names. */
export interface ChangedSource {
  kind: MonitorTargetKind;
  /** The content types whose documents may name targets of the kind (their UIDs). */
  types(strapi: Core.Strapi): Promise<string[]>;
  /** The kind's target URLs that the given documents of `uid` name. */
  urlsOf(strapi: Core.Strapi, uid: string, documentIds: readonly string[]): Promise<string[]>;
}

/** The `external` targets: content links to outside URLs, as the reference index holds them. */
export const EXTERNAL_CHANGED: ChangedSource = {
  kind: 'external',
  types: linkingTypes,
  urlsOf: linkedUrlsOf,
};

/**
 * Marks `content_changed = now` on the targets of each of `sources` that a document updated after
 * `since` (ms; its `updatedAt`) names, as the reference index holds its links and media
 * (docs/decisions/0225-watch-changed-first.md): one read of changed documents per content type
 * (shared by the sources), the sources' reads of their URLs, one update per `MARK_PAGE` targets.
 * @returns the number of URLs of changed documents, over all sources
 */
export async function markChangedTargets(
  strapi: Core.Strapi,
  since: number,
  now: number,
  sources: readonly ChangedSource[] = [EXTERNAL_CHANGED],
): Promise<number> {
  const changed = new Map<string, Promise<string[]>>();
  const changedOf = (uid: string) => {
    if (!changed.has(uid)) changed.set(uid, documentsUpdatedSince(strapi, uid, since));
    return changed.get(uid) as Promise<string[]>;
  };
  let marked = 0;
  for (const source of sources) {
    for (const uid of await source.types(strapi)) {
      const documents = await changedOf(uid);
      if (documents.length === 0) continue;
      const urls = await source.urlsOf(strapi, uid, documents);
      marked += urls.length;
      for (const part of chunked(urls, MARK_PAGE)) {
        await pluginTable(strapi, strapi.db.connection, WATCH_TARGETS_TABLE)
          .whereIn(
            'id',
            part.map((url) => targetId(source.kind, url)),
          )
          .update({ content_changed: now });
      }
    }
  }
  return marked;
}
