/**
 * One content-links run's parts (docs/api.md, "Content links"): its settings, the matchers it
 * classifies links with, and the batch decisions of a page of rows.
 */

import type { Core } from '@strapi/strapi';
import { listManagedContentTypes, type ContentTypeInfo } from '../model/content-types';
import { defaultLocale } from '../model/locales';
import { publicReadableTypes } from '../permissions/public-role';
import { createRunContext } from '../model/run-context';
import { localeCodes, type SiteOptions } from '../site-pages';
import type { LinkOrigins } from './classify';
import { decideLookups } from './document-lookup';
import { documentPathBuilder, documentPathMatcher, type DocumentPathBuilder } from './document-paths';
import type { LinkMatchers } from './link-resolver';
import { decideOffline, KnownFileUrls } from './offline-decider';
import { withMediaIssue } from './media-status';
import type { PageLinks } from './page-links';
import { SeenPublished } from './seen-published';
import { sitePathMatcher } from './site-patterns';
import type { LinkStatus } from './types';
import { providerOriginsOf } from './media-library';
import type { MovedTargetLookup } from './moved-links';

/** Settings and origins of one run. */
export interface LinkRunOptions extends SiteOptions {
  /** The origins; `mediaOrigins` is read from the upload table at the start of each run. */
  origins: Omit<LinkOrigins, 'mediaOrigins'>;
  /** The admin panel's path or URL (`admin.url`, default `/admin`). */
  adminUrl: string;
  /** Where moved website URLs went (`markMovedLinks`); absent: no link is `moved`. */
  movedTargets?: MovedTargetLookup;
}

/** What a page's decisions need besides the links: the run's public types and lookup context. */
export interface DecisionContext {
  publicUids: ReadonlySet<string>;
  collectionTypes: readonly ContentTypeInfo[];
  apiPath: DocumentPathBuilder;
  /** Upload URLs read so far in this run (`decideOffline`). */
  knownFiles: KnownFileUrls;
  /** Published versions scanned so far in this run (`decideOffline`); each page adds its rows. */
  seen: SeenPublished;
}

/**
 * Decides a page's links in a few queries (`decideOffline` by key, `decideLookups` by values) and
 * returns each link's status, null where no database row decides it. A lookup that finds its
 * document makes the link a `document` (in `found.kinds`) and, for a bare documentId, points its
 * target at the document's API path (in `found.targets`).
 */
export async function decidePageLinks(
  strapi: Core.Strapi,
  found: PageLinks,
  context: DecisionContext,
): Promise<Array<LinkStatus | null>> {
  const [offline, looked] = await Promise.all([
    decideOffline(strapi, found.questions, context.publicUids, context.knownFiles, context.seen),
    decideLookups(
      strapi,
      found.lookups.map((entry) => entry.question),
      context.collectionTypes,
      context.publicUids,
    ),
  ]);
  const statuses = found.asks.map((ask, at) =>
    withMediaIssue(found.media[at], ask < 0 ? null : offline[ask]),
  );
  found.lookups.forEach(({ at, documentId }, index) => {
    const { document, type, status } = looked[index];
    if (!document) return;
    found.kinds[at] = 'document';
    statuses[at] = status;
    if (documentId !== null && type)
      found.targets[at] = context.apiPath(type, documentId) ?? found.targets[at];
  });
  return statuses;
}

/** The run's matchers and decision context: API paths, `urlPatterns`, upload provider origins. */
export async function runParts(strapi: Core.Strapi, options: LinkRunOptions) {
  const context = createRunContext(strapi);
  const publicUids = new Set((await publicReadableTypes(context)).keys());
  const managed = listManagedContentTypes(strapi);
  const patterned = Object.keys(options.urlPatterns).length > 0;
  const fallbackLocale = options.siteUrl || patterned ? await defaultLocale(context) : null;
  const origins = { ...options.origins, mediaOrigins: await providerOriginsOf(strapi, options.origins) };
  const matchers: LinkMatchers = {
    origins,
    matchDocument: documentPathMatcher(context),
    matchSite: patterned
      ? sitePathMatcher(
          strapi,
          managed,
          options,
          options.origins.siteUrl,
          await localeCodes(strapi, fallbackLocale),
          fallbackLocale,
        )
      : () => [],
  };
  const decisions: DecisionContext = {
    publicUids,
    collectionTypes: managed.filter((type) => type.kind === 'collectionType'),
    apiPath: documentPathBuilder(context),
    knownFiles: new KnownFileUrls(),
    seen: new SeenPublished(),
  };
  return { publicUids, fallbackLocale, matchers, decisions };
}
