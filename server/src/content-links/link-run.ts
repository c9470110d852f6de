/**
 * One content-links run's parts (docs/api.md, "Content links"): its settings, the matchers it
 * classifies links with, and the batch decisions of a page of rows.
 */

import type { Core } from '@strapi/strapi';
import { listManagedContentTypes, type ContentTypeInfo } from '../discovery/content-types';
import { defaultLocale, publicReadableTypes } from '../discovery/public-documents';
import { createRunContext } from '../discovery/run-context';
import { localeCodes } from '../site-pages/locale-coverage';
import type { SiteOptions } from '../site-pages/type-site-plan';
import type { LinkOrigins } from './classify';
import { decideLookups, type LookupQuestion } from './document-lookup';
import { documentPathBuilder, documentPathMatcher, type DocumentPathBuilder } from './document-paths';
import type { LinkMatchers } from './link-resolver';
import { decideOffline, type OfflineQuestion } from './offline-decider';
import { sitePathMatcher } from './site-patterns';
import type { ContentLinkRow } from './types';
import { uploadOrigins } from './upload-origins';

/** Settings and origins of one run. */
export interface LinkRunOptions extends SiteOptions {
  /** The origins; `mediaOrigins` is read from the upload table at the start of each run. */
  origins: Omit<LinkOrigins, 'mediaOrigins'>;
  /** The admin panel's path or URL (`admin.url`, default `/admin`). */
  adminUrl: string;
}

/** Questions of one page, by row index: some decided by key, some looked up by values. */
export interface PageQuestions {
  offline: Array<{ index: number; question: OfflineQuestion }>;
  lookup: Array<{ index: number; question: LookupQuestion; documentId: string | null }>;
}

/** What a page's decisions need besides the rows: the run's public types and lookup context. */
export interface DecisionContext {
  publicUids: ReadonlySet<string>;
  collectionTypes: readonly ContentTypeInfo[];
  apiPath: DocumentPathBuilder;
}

/** Decides a page's questions in a few queries and writes kind, status and target into its rows. */
export async function decidePage(
  strapi: Core.Strapi,
  rows: ContentLinkRow[],
  asked: PageQuestions,
  context: DecisionContext,
): Promise<void> {
  const statuses = await decideOffline(
    strapi,
    asked.offline.map((q) => q.question),
    context.publicUids,
  );
  asked.offline.forEach((q, at) => (rows[q.index].status = statuses[at]));
  const decisions = await decideLookups(
    strapi,
    asked.lookup.map((q) => q.question),
    context.collectionTypes,
    context.publicUids,
  );
  asked.lookup.forEach(({ index, documentId }, at) => {
    const { document, type, status } = decisions[at];
    if (!document) return;
    const row = rows[index];
    row.kind = 'document';
    row.status = status;
    // A bare documentId resolves to its document's API path when its type is found.
    if (documentId !== null && type) row.target = context.apiPath(type, documentId) ?? row.target;
  });
}

/** The run's matchers and decision context: API paths, `urlPatterns`, upload provider origins. */
export async function runParts(strapi: Core.Strapi, options: LinkRunOptions) {
  const context = createRunContext(strapi);
  const publicUids = new Set((await publicReadableTypes(context)).keys());
  const managed = listManagedContentTypes(strapi);
  const patterned = Object.keys(options.urlPatterns).length > 0;
  const fallbackLocale = options.siteUrl || patterned ? await defaultLocale(context) : null;
  const ignore = new Set(options.origins.cmsOrigins);
  if (options.origins.siteUrl) ignore.add(new URL(options.origins.siteUrl).origin);
  const origins = { ...options.origins, mediaOrigins: await uploadOrigins(strapi, ignore) };
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
  };
  return { publicUids, fallbackLocale, matchers, decisions };
}
