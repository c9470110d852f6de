import type { Core } from '@strapi/strapi';
import type { MonitorTargetKind } from '@route-discovery/contract';
import {
  linkedSiteUrls,
  linkedSiteUrlsOf,
  siteLinkingTypes,
  fileUsingTypes,
  usedFileBatch,
  usedFileUrlsOf,
} from '../references';
import { EXTERNAL_CHANGED, type ChangedSource } from './changed-targets';
import { internalLinkUrl, mediaFileUrl, type TargetUrlRule } from './own-urls';
import { syncTargetPages } from './target-store';

/**
 * The `internal` and `media` targets (docs/decisions/0241-monitor-media-and-internal-targets.md):
 * read from the reference index and the upload files at each run's start, and the ones a changed
 * document names, for the changed-first order (0225).
 */

/** Links and files read per page (each page is one insert and one update at most). */
const PAGE = 500;

/** How this app's URLs are resolved for one run: its own links, its upload files. */
export interface OwnUrlRules {
  internal: TargetUrlRule;
  media: TargetUrlRule;
}

/** The rules of `own-urls.ts` for this app and `siteUrl`, read once per run. */
export function ownUrlRules(strapi: Core.Strapi, siteUrl: string | undefined): OwnUrlRules {
  return { internal: internalLinkUrl(strapi, siteUrl), media: mediaFileUrl(strapi) };
}

const resolved = (values: readonly string[], rule: TargetUrlRule) =>
  values.flatMap((value) => rule(value) ?? []);

/**
 * The watched targets a content link may be, by the rules the syncs use: the URL as written as an
 * `external` target (as `syncExternalTargets` stores it), and `rules.internal` and `rules.media` of
 * it as `internal` and `media` ones (left out when a rule resolves nothing). The Links page's
 * "broken since" joins a link to the monitor by this rule (`GET v1/monitor/targets?url=`).
 * @param url a link as the reference index holds it (`https://x.test/a`, `/about`, `/uploads/a.png`)
 */
export function linkTargetsOf(
  url: string,
  rules: OwnUrlRules,
): Array<{ kind: 'external' | 'internal' | 'media'; url: string }> {
  const targets: Array<{ kind: 'external' | 'internal' | 'media'; url: string }> = [
    { kind: 'external', url },
  ];
  for (const kind of ['internal', 'media'] as const) {
    const target = rules[kind](url);
    if (target !== null) targets.push({ kind, url: target });
  }
  return targets;
}

/** Pages of `internal` target URLs: the index's own links (by the index's cursor), resolved. */
async function* internalPages(strapi: Core.Strapi, rule: TargetUrlRule) {
  let after: string | null = '';
  while (after !== null) {
    const page = await linkedSiteUrls(strapi, after, PAGE);
    after = page.next;
    yield resolved(page.urls, rule);
  }
}

/** Pages of `media` target URLs: the used upload files (keyset on their id), resolved. */
async function* mediaPages(strapi: Core.Strapi, rule: TargetUrlRule) {
  let after = 0;
  for (;;) {
    const files = await usedFileBatch(strapi, after, PAGE);
    if (files.length === 0) return;
    after = files[files.length - 1].id;
    yield resolved(
      files.map((file) => file.url),
      rule,
    );
    if (files.length < PAGE) return;
  }
}

/**
 * Brings the `internal` targets up to content (docs/monitoring.md, "Targets"): the links to this
 * site or CMS that `rules.internal` resolves (`syncTargetPages`).
 * @returns the number of links resolved
 */
export function syncInternalTargets(strapi: Core.Strapi, now: number, rules: OwnUrlRules): Promise<number> {
  return syncTargetPages(strapi, 'internal', now, internalPages(strapi, rules.internal));
}

/**
 * Brings the `media` targets up to content (docs/monitoring.md, "Targets"): the absolute URL of
 * each upload file content uses (`rules.media`; `syncTargetPages`).
 * @returns the number of files resolved
 */
export function syncMediaTargets(strapi: Core.Strapi, now: number, rules: OwnUrlRules): Promise<number> {
  return syncTargetPages(strapi, 'media', now, mediaPages(strapi, rules.media));
}

/**
 * What `markChangedTargets` reads for the content-derived kinds among `kinds`: `external` (as
 * always), `internal` and `media` with their URLs resolved as their sync resolves them.
 */
export function changedSources(kinds: readonly MonitorTargetKind[], rules: OwnUrlRules): ChangedSource[] {
  const own = [
    { kind: 'internal', types: siteLinkingTypes, read: linkedSiteUrlsOf, rule: rules.internal },
    { kind: 'media', types: fileUsingTypes, read: usedFileUrlsOf, rule: rules.media },
  ] as const;
  return [
    EXTERNAL_CHANGED,
    ...own
      .filter((source) => kinds.includes(source.kind))
      .map(({ kind, types, read, rule }) => ({
        kind,
        types,
        urlsOf: async (strapi: Core.Strapi, uid: string, documentIds: readonly string[]) =>
          resolved(await read(strapi, uid, documentIds), rule),
      })),
  ];
}
