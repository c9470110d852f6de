import type { Core } from '@strapi/strapi';
import { chunked } from '../model/chunked';
import { recordQuery } from './moved-rows';
import { redirectOutcome } from './outcome';
import { urlKey } from './site-urls';
import { siteUrlTable } from '../migrations/site-url-table';

/** Old URL keys per `IN` list. */
const KEYS_PER_QUERY = 500;

/**
 * Where each of some website URLs moved, if it did: the URL's newest move record whose redirect
 * (`redirectOutcome`, the rule of the list and every export) goes to the page's URL now. A URL
 * never recorded, gone (410), or answered by a published page now (dropped) has no entry. The one
 * rule for "this link points at a moved URL" (issue 46 item 7): content links ask it per page of
 * links, and the CLI reads their `moved` status. Two statements per 500 URLs.
 * @param urls absolute website URLs, as records keep them (`siteUrl` + path)
 * @returns URL -> the page's URL now
 * @throws the database driver's error
 */
export async function movedTargets(
  strapi: Core.Strapi,
  urls: readonly string[],
): Promise<Map<string, string>> {
  const byKey = new Map([...new Set(urls)].map((url) => [urlKey(url), url]));
  const targets = new Map<string, string>();
  for (const keys of chunked([...byKey.keys()], KEYS_PER_QUERY)) {
    const { r, query } = recordQuery(strapi);
    const rows = (await query.whereIn(r('oldUrlKey'), keys).orderBy(r('id'), 'desc')) as Array<{
      oldUrl: string;
      oldUrlKey: string;
      currentUrl: string | null;
    }>;
    const live = new Set(
      (
        (await siteUrlTable(strapi, strapi.db.connection)
          .distinct('url_key')
          .whereIn('url_key', keys)) as Array<{
          url_key: string;
        }>
      ).map((row) => row.url_key),
    );
    const decided = new Set<string>();
    for (const row of rows) {
      // Newest first: the first record of a key decides it, the older ones are superseded.
      if (decided.has(row.oldUrlKey)) continue;
      decided.add(row.oldUrlKey);
      const outcome = redirectOutcome({
        old_url: row.oldUrl,
        current_url: typeof row.currentUrl === 'string' ? row.currentUrl : null,
        superseded: false,
        live: live.has(row.oldUrlKey),
      });
      const url = byKey.get(row.oldUrlKey);
      if (outcome.redirect === 'redirect' && outcome.target && url) targets.set(url, outcome.target);
    }
  }
  return targets;
}
