import type { Core } from '@strapi/strapi';
import { adminUrlOf } from '../model/edit-view';
import {
  cmsOriginsOf,
  contentLinkBatches,
  type LinkOrigins,
  type LinkPosition,
  type LinkQuery,
  type LinkRecord,
  linkRecords,
  type LinkRunOptions,
} from '../content-links';
import { movedTargets } from '../moved-urls';
import { readSettings } from '../settings';
import type { EncodedBatch } from '../streaming/encoded-batches';
import { SingleFlight } from '../streaming/shared-batches';
import { restPrefix } from '../model/rest-prefix';

/**
 * The settings and origins of a content-links run (`contentLinkBatches`) for a request that
 * reached the CMS at `origin` (`publicOrigin`): absolute links to it, or to `server.url`, count
 * as links into this CMS.
 */
export function linkRunOptions(strapi: Core.Strapi, origin: string): LinkRunOptions {
  const { config } = readSettings(strapi);
  const cmsOrigins = cmsOriginsOf(strapi, origin);
  const origins: Omit<LinkOrigins, 'mediaOrigins'> = {
    restPrefix: restPrefix(strapi).replace(/\/+$/, ''),
    cmsOrigins,
    siteUrl: config.siteUrl ? config.siteUrl.replace(/\/+$/, '') : null,
    uploadsPrefix: '/uploads/',
  };
  return {
    origins,
    siteUrl: config.siteUrl,
    urlPatterns: config.urlPatterns,
    localePrefix: config.localePrefix,
    adminUrl: adminUrlOf(strapi),
    // Moves are recorded only with a site URL (moved-urls/site-urls.ts `plannedTypes`).
    ...(config.siteUrl ? { movedTargets: (urls: readonly string[]) => movedTargets(strapi, urls) } : {}),
  };
}

/**
 * Content-links service: the link rows of published content (docs/api.md, "Content links"),
 * encoded batch by batch and shared between identical concurrent requests (`SingleFlight`), as
 * the URL endpoints are.
 */
export default function createContentLinksService({ strapi }: { strapi: Core.Strapi }) {
  const flights = new SingleFlight<EncodedBatch>();
  return {
    /**
     * Link rows in encoded batches.
     * @param query the request's filters and scope
     * @param origin the origin this request reached the CMS at (`publicOrigin`): absolute links
     *   to it count as links into this CMS
     */
    linkBatches(query: LinkQuery, origin: string): AsyncIterableIterator<EncodedBatch> {
      const options = linkRunOptions(strapi, origin);
      const key = JSON.stringify([
        query,
        [...options.origins.cmsOrigins],
        options.siteUrl,
        options.urlPatterns,
        options.localePrefix,
      ]);
      return flights.read(key, () => contentLinkBatches(strapi, query, options));
    },

    /**
     * Link rows as objects with their places in the natural order, a scan page at a time, from
     * the first row after `after` (`linkRecords`): what pages, counts and exports read.
     * @throws UnknownScanStart when `after` names a content type this run does not read
     */
    linkRecords(query: LinkQuery, origin: string, after: LinkPosition | null): AsyncGenerator<LinkRecord[]> {
      return linkRecords(strapi, query, linkRunOptions(strapi, origin), after);
    },
  };
}
