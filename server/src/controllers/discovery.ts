import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { applyFilter, baseMetadata, urlEnvelope, type FilterTable } from '../api/envelope';
import type { BackendUrlRow } from '../discovery/backend-urls';
import type { ApiRequestState } from '../middlewares/api-access';
import { readSettings } from '../settings';
import { getVersionRegistry } from '../services/registries';

/** Filters of `backend-urls` (spec 4.1). */
export const BACKEND_FILTERS: FilterTable<BackendUrlRow> = {
  static: (row) => !row.has_parameters,
  parameterized: (row) => row.has_parameters,
};

function metadataFor(strapi: Core.Strapi, ctx: Context) {
  const { version } = ctx.state.routeDiscovery as ApiRequestState;
  const lifecycle = getVersionRegistry(strapi).lifecycle(version, readSettings(strapi).config.apiLifecycle);
  return baseMetadata(version, lifecycle);
}

/** Controllers of the content-API endpoints; access is decided by the `api-access` middleware. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async backendUrls(ctx: Context) {
    const rows = await strapi.plugin('route-discovery').service('discovery').backendUrls();
    const filtered = applyFilter(rows as BackendUrlRow[], ctx.query.filter, BACKEND_FILTERS);
    ctx.body = urlEnvelope(filtered.rows, filtered.applied, metadataFor(strapi, ctx));
  },
});
