import type { MovedUrlRow } from '@route-discovery/contract';
import { getJson, type DiscoveryTarget } from '../discovery';
import type { Check } from '../types';
import { rewriteOrigin } from './site-checks';

/**
 * One `moved` check per old URL that has a redirect rule (`redirect: redirect` or `gone` in
 * `v1/moved-urls`; superseded and dropped records give none), from `GET v1/moved-urls?format=json`
 * (the whole list). The request goes to the old URL, on `--site-origin` when given, and so does
 * the expected new URL.
 * @returns the checks, and a note when the server has no moved-urls endpoint or no rule
 * @throws CouldNotRunError when the server refuses or fails the list
 */
export async function movedChecks(
  target: DiscoveryTarget,
  origin: string | undefined,
): Promise<{ checks: Check[]; notes: string[] }> {
  const rows = await getJson<MovedUrlRow[]>(target, 'moved-urls?format=json', true);
  if (rows === null) {
    return { checks: [], notes: ['--moved: the server has no moved-urls endpoint (update the plugin).'] };
  }
  const checks: Check[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if ((row.redirect !== 'redirect' && row.redirect !== 'gone') || seen.has(row.old_url)) continue;
    seen.add(row.old_url);
    const requested = rewriteOrigin(row.old_url, origin);
    checks.push({
      scope: 'moved',
      method: 'GET',
      path: row.old_url,
      target: requested,
      handler: row.content_type,
      expect: 'success',
      withAdminToken: false,
      pageType: row.content_type,
      locale: row.locale,
      moved: {
        oldUrl: row.old_url,
        newUrl: row.redirect === 'gone' || row.new_url === null ? null : rewriteOrigin(row.new_url, origin),
      },
    });
  }
  const notes = checks.length === 0 ? ['--moved: no recorded move has a redirect rule to check.'] : [];
  return { checks, notes };
}
