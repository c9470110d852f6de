import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { applyFilter, baseMetadata, urlEnvelope, type FilterTable } from '../api/envelope';
import type { BackendUrlRow, FrontendUrlRow } from '../api/contract';
import type { ApiRequestState } from '../middlewares/api-access';
import { getService } from '../services/get-service';

/** Filters of `backend-urls` (docs/api.md): rows with or without path parameters. */
export const BACKEND_FILTERS: FilterTable<BackendUrlRow> = {
  static: (row) => !row.has_parameters,
  parameterized: (row) => row.has_parameters,
};

/** Filters of `frontend-urls` (docs/api.md): document pages or route rows. */
export const FRONTEND_FILTERS: FilterTable<FrontendUrlRow> = {
  pages: (row) => row.source === 'page',
  resolver: (row) => row.source === 'resolver',
};

/** Metadata of this request's version, as the `api-access` middleware resolved it. */
function metadataFor(ctx: Context) {
  const { version, lifecycle } = ctx.state.routeDiscovery as ApiRequestState;
  return baseMetadata(version, lifecycle);
}

/** Controllers of the content-API endpoints; access is decided by the `api-access` middleware. */
export default function createDiscoveryController({ strapi }: { strapi: Core.Strapi }) {
  return {
    async backendUrls(ctx: Context) {
      const rows = await getService(strapi, 'discovery').backendUrls();
      const filtered = applyFilter(rows, ctx.query.filter, BACKEND_FILTERS);
      ctx.body = urlEnvelope(filtered.rows, filtered.applied, metadataFor(ctx));
    },

    async platform(ctx: Context) {
      const platform = await getService(strapi, 'platform').report();
      ctx.body = { platform, metadata: metadataFor(ctx) };
    },

    async frontendUrls(ctx: Context) {
      const rows = await getService(strapi, 'discovery').frontendUrls();
      const filtered = applyFilter(rows, ctx.query.filter, FRONTEND_FILTERS);
      ctx.body = urlEnvelope(filtered.rows, filtered.applied, metadataFor(ctx));
    },
  };
}
