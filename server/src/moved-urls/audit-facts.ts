import type { Core } from '@strapi/strapi';
import { chunked } from '../model/chunked';
import { tableNames, tableQuery } from '../model/table-query';
import { MOVED_URL_UID } from './move-records';
import { pathKey, type AuditFacts } from './redirect-audit';
import type { ParsedRule } from './redirect-parse';
import { urlKey } from './site-urls';
import { siteUrlTable } from '../migrations/site-url-table';

/** URL keys per `whereIn` statement. */
const KEYS_PER_QUERY = 500;

/**
 * What the database knows about the URLs of `rules` (`auditRules`' facts): which a published page
 * answers at now (the site URL table's `url_key`) and which are recorded old URLs (`oldUrlKey`),
 * looked up by the SHA-256 of each URL made absolute on `origin` as written and as the WHATWG
 * parser encodes it, a statement per 500 keys.
 * @throws the database driver's error
 */
export async function auditFacts(
  strapi: Core.Strapi,
  rules: readonly ParsedRule[],
  origin: string,
): Promise<AuditFacts> {
  const byHash = new Map<string, string>();
  for (const url of rules.flatMap((rule) => [rule.source, rule.target])) {
    if (url === null) continue;
    const key = pathKey(url, origin);
    if (key === null) continue;
    const candidates = [/^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `${origin}${url}`];
    try {
      candidates.push(new URL(url, origin).href);
    } catch {
      // not a URL: the literal candidate only
    }
    for (const candidate of candidates) byHash.set(urlKey(candidate), key);
  }
  const hashes = [...byHash.keys()];
  const live = new Set<string>();
  const recorded = new Set<string>();
  const { table, column } = tableNames(strapi, MOVED_URL_UID);
  for (const chunk of chunked(hashes, KEYS_PER_QUERY)) {
    const pages = (await siteUrlTable(strapi, strapi.db.connection)
      .distinct('url_key')
      .whereIn('url_key', chunk)) as Array<{ url_key: string }>;
    for (const row of pages) live.add(byHash.get(row.url_key) ?? '');
    const moves = (await tableQuery(strapi, table)
      .distinct({ key: column('oldUrlKey') })
      .whereIn(column('oldUrlKey'), chunk)) as Array<{ key: string }>;
    for (const row of moves) recorded.add(byHash.get(row.key) ?? '');
  }
  return { live, recorded };
}
