import type { Core } from '@strapi/strapi';
import { maskSignedUrl, SECRET_MASK } from '@route-discovery/contract';
import { pluginTable, WATCH_TARGETS_TABLE } from '../migrations/plugin-tables';
import { linkTargetsOf, type OwnUrlRules } from './content-targets';
import { targetId } from './target-store';

/** A watched target a signed link may be: its kind and its URL with the signature masked. */
interface SignedTarget {
  kind: string;
  shown: string;
  link: string;
}

/** Signed targets looked up per query (each one `kind = ? and url like ?`, OR-ed). */
const SIGNED_PER_QUERY = 100;

/**
 * The part of a masked URL before its first mask, as a `LIKE` prefix that can only keep too many
 * rows, never too few: `%` and `_` there match more than themselves, a letter's case may be
 * ignored (MySQL, SQLite), and it stops before a backslash, MySQL's and PostgreSQL's escape.
 */
function likePrefix(shown: string): string {
  const cut = shown.slice(0, shown.indexOf(SECRET_MASK));
  const slash = cut.indexOf('\\');
  return `${slash === -1 ? cut : cut.slice(0, slash)}%`;
}

/**
 * The stored targets of signed links, by their masked form (docs/decisions/0262): the links come
 * masked from every answer (content-links, decision 0157), so the key of the URL as written cannot
 * be computed from them. The rows of each kind whose URL starts as the mask does are read and kept
 * when they mask to the same URL. The targets table has no index on `url`, so each query scans it:
 * made only when the links asked for hold a signed one.
 */
async function addSignedTargets(
  strapi: Core.Strapi,
  signed: readonly SignedTarget[],
  add: (id: string, link: string) => void,
): Promise<void> {
  for (let at = 0; at < signed.length; at += SIGNED_PER_QUERY) {
    const batch = signed.slice(at, at + SIGNED_PER_QUERY);
    const rows = (await pluginTable(strapi, strapi.db.connection, WATCH_TARGETS_TABLE)
      .where((where) => {
        for (const target of batch) {
          where.orWhere((one) =>
            one.where('kind', target.kind).andWhere('url', 'like', likePrefix(target.shown)),
          );
        }
      })
      .select('id', 'kind', 'url')) as Array<Record<string, unknown>>;
    for (const row of rows) {
      const shown = maskSignedUrl(String(row.url)).url;
      for (const target of batch) {
        if (target.kind === String(row.kind) && target.shown === shown) add(String(row.id), target.link);
      }
    }
  }
}

/**
 * Each watched target's id, with the links asked for that it is the target of (the Links page's
 * "broken since", `GET v1/monitor/targets?url=`): each link's `external`, `internal` and `media`
 * target by `linkTargetsOf`; a signed link (masked or whole) matches the targets that mask to the
 * same URL. The links are named with their signature masked (`maskSignedUrl`, decision 0157), as
 * every answer names them.
 * @param urls links as content-links rows show them (a signed one masked) or as written
 */
export async function linksByTarget(
  strapi: Core.Strapi,
  urls: readonly string[],
  rules: OwnUrlRules,
): Promise<Map<string, string[]>> {
  const linksOf = new Map<string, string[]>();
  const add = (id: string, link: string) => {
    const links = linksOf.get(id) ?? [];
    if (!links.includes(link)) linksOf.set(id, [...links, link]);
  };
  const signed: SignedTarget[] = [];
  for (const url of urls) {
    const link = maskSignedUrl(url).url;
    for (const target of linkTargetsOf(url, rules)) {
      add(targetId(target.kind, target.url), link);
      const shown = maskSignedUrl(target.url);
      if (shown.masked.length > 0) signed.push({ kind: target.kind, shown: shown.url, link });
    }
  }
  if (signed.length > 0) await addSignedTargets(strapi, signed, add);
  return linksOf;
}
