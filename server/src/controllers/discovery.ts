import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { applyFilter, baseMetadata, urlEnvelope, type FilterTable } from '../api/envelope';
import type { BackendUrlRow } from '../discovery/backend-urls';
import type { FrontendUrlRow } from '../discovery/frontend-urls';
import { buildExposureReport } from '../exposure/report';
import type { ApiRequestState } from '../middlewares/api-access';

/** Filters of `backend-urls` (spec 4.1). */
export const BACKEND_FILTERS: FilterTable<BackendUrlRow> = {
  static: (row) => !row.has_parameters,
  parameterized: (row) => row.has_parameters,
};

/** Filters of `frontend-urls` (spec 4.2). */
export const FRONTEND_FILTERS: FilterTable<FrontendUrlRow> = {
  pages: (row) => row.source === 'page',
  resolver: (row) => row.source === 'resolver',
};

/** Metadata of this request's version, as the `api-access` middleware resolved it. */
function metadataFor(ctx: Context) {
  const { version, lifecycle } = ctx.state.routeDiscovery as ApiRequestState;
  return baseMetadata(version, lifecycle);
}

const discovery = (strapi: Core.Strapi) => strapi.plugin('route-discovery').service('discovery');

/** Controllers of the content-API endpoints; access is decided by the `api-access` middleware. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async backendUrls(ctx: Context) {
    const rows = (await discovery(strapi).backendUrls()) as BackendUrlRow[];
    const filtered = applyFilter(rows, ctx.query.filter, BACKEND_FILTERS);
    ctx.body = urlEnvelope(filtered.rows, filtered.applied, metadataFor(ctx));
  },

  async platform(ctx: Context) {
    const platform = await strapi.plugin('route-discovery').service('platform').report();
    ctx.body = { platform, metadata: metadataFor(ctx) };
  },

  async frontendUrls(ctx: Context) {
    const rows = (await discovery(strapi).frontendUrls()) as FrontendUrlRow[];
    const filtered = applyFilter(rows, ctx.query.filter, FRONTEND_FILTERS);
    ctx.body = urlEnvelope(filtered.rows, filtered.applied, metadataFor(ctx));
  },

  async exposure(ctx: Context) {
    ctx.body = { ...(await buildExposureReport(strapi)), metadata: metadataFor(ctx) };
  },
});
