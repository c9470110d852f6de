import type { Core } from '@strapi/strapi';
import { discoverBackendUrls, type BackendUrlRow } from '../discovery/backend-urls';
import { discoverFrontendUrls, type FrontendUrlRow } from '../discovery/frontend-urls';
import { readSettings } from '../settings';
import { getResolverRegistry } from './registries';

/** Discovery service: the rows each endpoint reports, computed per call from the live app. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Every admin route as backend URL rows (design section 5). */
  backendUrls(): Promise<BackendUrlRow[]> {
    return discoverBackendUrls(strapi, getResolverRegistry(strapi));
  },

  /** Published public documents and every content-API route as frontend URL rows (design section 6). */
  frontendUrls(): Promise<FrontendUrlRow[]> {
    const { config } = readSettings(strapi);
    return discoverFrontendUrls(strapi, getResolverRegistry(strapi), {
      pagesPerType: config.pagesPerType,
      siteUrl: config.siteUrl,
      urlPatterns: config.urlPatterns,
    });
  },
});
