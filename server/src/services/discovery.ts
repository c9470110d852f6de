import type { Core } from '@strapi/strapi';
import {
  addCounts,
  filteredBackendBatches,
  filteredFrontendBatches,
  frontendPosition,
  pageRowCounts,
  type ResolverRegistry,
  resumedFrontendBatches,
} from '../discovery';
import type {
  BackendUrlRow,
  AnyFrontendUrlRow,
  ListCounts,
  SitePagesMetadata,
} from '@route-discovery/contract';
import { createRunContext } from '../model/run-context';
import { readSettings } from '../settings';
import { sitePagesMetadata } from '../site-pages';
import { encodeBatches, type EncodedBatch } from '../streaming/encoded-batches';
import { SingleFlight } from '../streaming/shared-batches';

/** The frontend settings page rows depend on (pages per type, site URL, URL patterns). */
export function frontendOptionsOf(strapi: Core.Strapi) {
  const { config } = readSettings(strapi);
  return {
    pagesPerType: config.pagesPerType,
    siteUrl: config.siteUrl,
    urlPatterns: config.urlPatterns,
    localePrefix: config.localePrefix,
  };
}

/**
 * Discovery service: the rows each endpoint reports, computed from the live app. The streamed
 * readers get each batch already encoded as JSON (`encodeBatches`, as soon as it is read) and
 * share one computation between identical concurrent requests (`SingleFlight`); each request
 * still sees data read after it arrived, never a stored answer.
 * @param resolvers the plugin's resolver registry (the `resolvers` service)
 */
export default function createDiscoveryService({
  strapi,
  resolvers,
}: {
  strapi: Core.Strapi;
  resolvers: ResolverRegistry;
}) {
  const backendFlights = new SingleFlight<EncodedBatch>();
  const frontendFlights = new SingleFlight<EncodedBatch>();
  const frontendOptions = () => frontendOptionsOf(strapi);

  return {
    /**
     * Backend rows in encoded batches, filtered by a recognised filter name (or null for all).
     * Leaving the iteration early (a client that disconnected) stops the reading.
     */
    backendUrlBatches(filter: string | null): AsyncIterableIterator<EncodedBatch> {
      return backendFlights.read(`backend:${filter}`, () =>
        encodeBatches(filteredBackendBatches(strapi, resolvers, filter)),
      );
    },

    /** `metadata.site_pages` of `frontend-urls` (`sitePagesMetadata`), from the current settings. */
    sitePagesMetadata(): Promise<SitePagesMetadata> {
      return sitePagesMetadata(strapi, frontendOptions());
    },

    /** Frontend rows in encoded batches, as `backendUrlBatches`; `pages`/`resolver` skip the other part. */
    frontendUrlBatches(filter: string | null): AsyncIterableIterator<EncodedBatch> {
      const options = frontendOptions();
      return frontendFlights.read(`frontend:${filter}:${JSON.stringify(options)}`, () =>
        encodeBatches(filteredFrontendBatches(strapi, resolvers, options, filter)),
      );
    },

    /** Backend rows as objects, for a keyset page, count or export (`paging/`): not shared, not encoded. */
    backendRowBatches(filter: string | null): AsyncIterable<BackendUrlRow[]> {
      return filteredBackendBatches(strapi, resolvers, filter);
    },

    /**
     * Frontend rows as objects for a keyset page, count or export, each with its position, the
     * reading resuming right after `after` (a cursor's resume value; ignored when not one).
     */
    frontendRowBatches(
      filter: string | null,
      after: unknown,
      scanRows?: number,
    ): AsyncIterable<AnyFrontendUrlRow[]> {
      return resumedFrontendBatches(
        strapi,
        resolvers,
        frontendOptions(),
        filter,
        frontendPosition(after),
        scanRows,
      );
    },

    /**
     * `counts=true` of `frontend-urls` without reading the page rows, when it can: no `q`, every
     * document listed (`pagesPerType` 0) and page rows asked for. Page rows are counted in SQL
     * (`pageRowCounts`), resolver rows (hundreds) by `countPart`; null otherwise (`filter=preview`
     * too: preview rows exist only once the handler answered, so they are counted by reading them).
     * No filter counts the page and resolver rows, the rows it lists (decision 0197).
     */
    async frontendQuickCounts(
      filter: string | null,
      searched: boolean,
      countPart: (part: 'resolver') => Promise<ListCounts>,
    ): Promise<ListCounts | null> {
      if (searched || (filter !== null && filter !== 'pages') || frontendOptions().pagesPerType > 0)
        return null;
      const pages = await pageRowCounts(createRunContext(strapi));
      if (filter === 'pages') return pages;
      return addCounts(pages, await countPart('resolver'));
    },
  };
}
