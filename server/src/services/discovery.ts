import type { Core } from '@strapi/strapi';
import { discoverBackendUrls, type BackendUrlRow } from '../discovery/backend-urls';
import { getResolverRegistry } from './registries';

/** Discovery service: the rows each endpoint reports, computed per call from the live app. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Every admin route as backend URL rows (design section 5). */
  backendUrls(): Promise<BackendUrlRow[]> {
    return discoverBackendUrls(strapi, getResolverRegistry(strapi));
  },
});
