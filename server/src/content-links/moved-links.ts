import type { PageLinks } from './page-links';
import type { LinkStatus } from './types';

/**
 * Where some website URLs moved (absolute URL -> the page's URL now): the moved URLs' rule
 * (server/src/moved-urls/moved-targets.ts), given to a run by the service so content links do not
 * read another feature's tables.
 */
export type MovedTargetLookup = (urls: readonly string[]) => Promise<Map<string, string>>;

/**
 * Marks a page's links to moved website URLs (issue 46 item 7): a `site` link no database row
 * decides whose target (the absolute URL under `siteUrl`, as content wrote it or as its path) has
 * a recorded move gets status `moved`, and `found.movedTo` its page's URL now, one lookup per
 * page. Statuses change in place, before the `status` filter reads them.
 */
export async function markMovedLinks(
  found: PageLinks,
  statuses: Array<LinkStatus | null>,
  lookup: MovedTargetLookup | undefined,
): Promise<void> {
  if (!lookup) return;
  const candidates: number[] = [];
  for (let at = 0; at < found.links.length; at += 1) {
    if (found.kinds[at] === 'site' && statuses[at] === null && /^https?:\/\//i.test(found.targets[at])) {
      candidates.push(at);
    }
  }
  if (!candidates.length) return;
  const moved = await lookup(candidates.map((at) => found.targets[at]));
  if (!moved.size) return;
  found.movedTo = new Map();
  for (const at of candidates) {
    const target = moved.get(found.targets[at]);
    if (target === undefined) continue;
    statuses[at] = 'moved';
    found.movedTo.set(at, target);
  }
}
