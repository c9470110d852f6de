import type { Core } from '@strapi/strapi';
import { discoverBackendUrls, type BackendUrlRow } from '../discovery/backend-urls';
import { discoverFrontendUrls, type FrontendUrlRow } from '../discovery/frontend-urls';
import { readSettings } from '../settings';
import { getService } from './get-service';

/** Discovery service: the rows each endpoint reports, computed per call from the live app. */
export default function createDiscoveryService({ strapi }: { strapi: Core.Strapi }) {
  return {
    /** Every admin route as backend URL rows (docs/api.md). */
    backendUrls(): Promise<BackendUrlRow[]> {
      return discoverBackendUrls(strapi, getService(strapi, 'resolvers'));
    },

    /** Published public documents and every content-API route as frontend URL rows (docs/api.md). */
    frontendUrls(): Promise<FrontendUrlRow[]> {
      const { config } = readSettings(strapi);
      return discoverFrontendUrls(strapi, getService(strapi, 'resolvers'), {
        pagesPerType: config.pagesPerType,
        siteUrl: config.siteUrl,
        urlPatterns: config.urlPatterns,
      });
    },
  };
}
