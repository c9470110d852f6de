import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { UrlMetadata } from '@route-discovery/contract';
import {
  BACKEND_FILTERS,
  baseMetadata,
  FRONTEND_FILTERS,
  platformFormat,
  recognisedFilter,
  sendError,
  startedStream,
  UNKNOWN_FORMAT_MESSAGE,
  urlEnvelopeText,
  whenBuilt,
} from '../api';
import { cachedExposureReport } from '../exposure';
import type { ApiRequestState } from '../middlewares/api-access';
import { CYCLONEDX_MEDIA_TYPE } from '../sbom';
import { getService } from '../services/get-service';
import type { EncodedBatch } from '../streaming/encoded-batches';
import {
  answerPagedRequest,
  BACKEND_LIST,
  EXPOSURE_CONTENT_TYPES_LIST,
  EXPOSURE_ROUTES_LIST,
  firstQueryValue,
  FRONTEND_LIST,
  listCounts,
  oneOf,
  scanRowsFor,
} from '../paging';
import { contentTypeAccess } from '@route-discovery/check-engine';
import { routeAccessSchema, type BaseMetadata } from '@route-discovery/contract';

/** A page's URL metadata: the whole list's members, counted over the page's rows. */
function urlPageMetadata(base: BaseMetadata, applied: string | null) {
  return (rows: Array<{ is_testable: boolean }>): UrlMetadata => {
    const testable = rows.filter((row) => row.is_testable).length;
    return {
      ...base,
      applied_filter: applied,
      total_count: rows.length,
      testable_count: testable,
      untestable_count: rows.length - testable,
    };
  };
}

/** Metadata of this request's version, as the `api-access` middleware resolved it. */
function metadataFor(ctx: Context) {
  const { version, lifecycle } = ctx.state.routeDiscovery as ApiRequestState;
  return baseMetadata(version, lifecycle);
}

/**
 * Streams a URL envelope. The first chunk is produced before the body is set, so a failure
 * before any row (the database is down) still reaches the `api-access` middleware as an error
 * and becomes a 503; a failure later cuts the stream short (the JSON is then incomplete).
 */
async function streamEnvelope(
  ctx: Context,
  batches: AsyncIterableIterator<EncodedBatch>,
  applied: string | null,
  extra?: () => Promise<Partial<UrlMetadata>>,
): Promise<void> {
  const stream = await startedStream(
    urlEnvelopeText(batches, applied, metadataFor(ctx), 'urls', extra ?? {}),
  );
  ctx.type = 'application/json';
  ctx.body = stream;
}

/**
 * `v1/exposure?list=routes|content_types`: one of the report's lists a page at a time (always
 * paged: the whole lists are the report's own members), filtered by `access`.
 */
async function exposureList(ctx: Context, part: string, strapi: Core.Strapi): Promise<void> {
  if (part !== 'routes' && part !== 'content_types') {
    sendError(ctx, 400, 'ValidationError', 'list must be routes or content_types');
    return;
  }
  const audit = await whenBuilt(ctx, () => cachedExposureReport(strapi));
  if (!audit) return;
  const { report } = audit;
  const access = firstQueryValue(ctx.query.access) ?? null;
  const base = metadataFor(ctx);
  const exportName = `exposure-${part.replace('_', '-')}`;
  if (part === 'routes') {
    const known = oneOf(access ?? undefined, routeAccessSchema.options);
    const rows = report.routes.filter((row) => !known || row.access === known);
    await answerPagedRequest(
      ctx,
      EXPOSURE_ROUTES_LIST,
      { access: known },
      () => () => [rows],
      () => base,
      exportName,
      true,
    );
    return;
  }
  const known = oneOf(access ?? undefined, ['public', 'authenticated', 'restricted'] as const);
  const rows = report.content_types.filter((row) => !known || contentTypeAccess(row) === known);
  await answerPagedRequest(
    ctx,
    EXPOSURE_CONTENT_TYPES_LIST,
    { access: known },
    () => () => [rows],
    () => base,
    exportName,
    true,
  );
}

/** Controllers of the content-API endpoints; access is decided by the `api-access` middleware. */
export default function createDiscoveryController({ strapi }: { strapi: Core.Strapi }) {
  return {
    async backendUrls(ctx: Context) {
      const applied = recognisedFilter(ctx.query.filter, BACKEND_FILTERS);
      const discovery = getService(strapi, 'discovery');
      const paged = await answerPagedRequest(
        ctx,
        BACKEND_LIST,
        { filter: applied },
        () => () => discovery.backendRowBatches(applied),
        urlPageMetadata(metadataFor(ctx), applied),
        'backend-urls',
      );
      if (paged) return;
      await streamEnvelope(ctx, discovery.backendUrlBatches(applied), applied);
    },

    async platform(ctx: Context) {
      const format = platformFormat(ctx.query.format);
      if (format === null) {
        sendError(ctx, 400, 'ValidationError', UNKNOWN_FORMAT_MESSAGE);
        return;
      }
      const metadata = metadataFor(ctx);
      if (format === 'cyclonedx') {
        ctx.body = await getService(strapi, 'platform').cycloneDx(metadata.generated_at);
        ctx.set('Content-Type', CYCLONEDX_MEDIA_TYPE);
        return;
      }
      ctx.body = { platform: await getService(strapi, 'platform').report(), metadata };
    },

    async frontendUrls(ctx: Context) {
      const applied = recognisedFilter(ctx.query.filter, FRONTEND_FILTERS);
      const discovery = getService(strapi, 'discovery');
      const paged = await answerPagedRequest(
        ctx,
        FRONTEND_LIST,
        { filter: applied },
        (request) => (after) => discovery.frontendRowBatches(applied, after, scanRowsFor(request)),
        urlPageMetadata(metadataFor(ctx), applied),
        'frontend-urls',
        false,
        (request) =>
          discovery.frontendQuickCounts(applied, request.words.length > 0, (part) =>
            listCounts(FRONTEND_LIST, () => discovery.frontendRowBatches(part, undefined), request),
          ),
      );
      if (paged) return;
      // Page rows come with `metadata.site_pages` (locales, url sources, partly published
      // documents). Its grouped counts are asked for now, on a connection of their own, so a
      // database server computes them while the rows stream; they are awaited after the rows.
      let sitePages: (() => Promise<Partial<UrlMetadata>>) | undefined;
      if (applied === null || applied === 'pages') {
        const counted = discovery.sitePagesMetadata();
        // A stream that fails first never awaits it: its failure must not go unhandled.
        counted.catch(() => undefined);
        sitePages = async () => ({ site_pages: await counted });
      }
      await streamEnvelope(ctx, discovery.frontendUrlBatches(applied), applied, sitePages);
    },

    async exposure(ctx: Context) {
      const part = firstQueryValue(ctx.query.list);
      if (part !== undefined) {
        await exposureList(ctx, part, strapi);
        return;
      }
      // The report's JSON text is built once per change of its inputs; only `metadata` is new
      // (same bytes as encoding `{ ...report, metadata }`).
      // While it is first built for these inputs: 503 with Retry-After (decision 0245).
      const audit = await whenBuilt(ctx, () => cachedExposureReport(strapi));
      if (!audit) return;
      const tail = Buffer.from(`,"metadata":${JSON.stringify(metadataFor(ctx))}}`);
      ctx.type = 'application/json';
      ctx.body = Buffer.concat([audit.head, tail]);
    },
  };
}
