import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { UrlMetadata } from '@route-discovery/contract';
import { baseMetadata } from '../api/envelope';
import { sendError } from '../api/error-body';
import { platformFormat, UNKNOWN_FORMAT_MESSAGE } from '../api/platform-format';
import { startedStream, urlEnvelopeText } from '../api/stream-envelope';
import { BACKEND_FILTERS, FRONTEND_FILTERS, recognisedFilter } from '../api/url-filters';
import { cachedExposureReport } from '../exposure/exposure-cache';
import type { ApiRequestState } from '../middlewares/api-access';
import { CYCLONEDX_MEDIA_TYPE } from '../sbom/media-type';
import { getService } from '../services/get-service';
import type { EncodedBatch } from '../streaming/encoded-batches';

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

/** Controllers of the content-API endpoints; access is decided by the `api-access` middleware. */
export default function createDiscoveryController({ strapi }: { strapi: Core.Strapi }) {
  return {
    async backendUrls(ctx: Context) {
      const applied = recognisedFilter(ctx.query.filter, BACKEND_FILTERS);
      await streamEnvelope(ctx, getService(strapi, 'discovery').backendUrlBatches(applied), applied);
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
      // Page rows come with `metadata.site_pages` (locales, url sources, partly published
      // documents). Its grouped counts are asked for now, on a connection of their own, so a
      // database server computes them while the rows stream; they are awaited after the rows.
      let sitePages: (() => Promise<Partial<UrlMetadata>>) | undefined;
      if (applied !== 'resolver') {
        const counted = discovery.sitePagesMetadata();
        // A stream that fails first never awaits it: its failure must not go unhandled.
        counted.catch(() => undefined);
        sitePages = async () => ({ site_pages: await counted });
      }
      await streamEnvelope(ctx, discovery.frontendUrlBatches(applied), applied, sitePages);
    },

    async exposure(ctx: Context) {
      // The report's JSON text is built once per change of its inputs; only `metadata` is new
      // (same bytes as encoding `{ ...report, metadata }`).
      const { json } = await cachedExposureReport(strapi);
      ctx.type = 'application/json';
      ctx.body = `${json.slice(0, -1)},"metadata":${JSON.stringify(metadataFor(ctx))}}`;
    },
  };
}
