import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  baseMetadata,
  firstQueryValue as firstValue,
  publicOrigin,
  sendError,
  startedStream,
  urlEnvelopeText,
} from '../api';
import {
  keptBatches,
  LINK_EXPORT_FILES,
  LINK_KINDS,
  linkExportText,
  type LinkKind,
  type LinkListRequest,
  linkPageAnswer,
  type LinkQuery,
  parseLinkListQuery,
  parseStatusFilter,
  StalePage,
} from '../content-links';
import type { ApiRequestState } from '../middlewares/api-access';
import { getService } from '../services/get-service';

/**
 * The filters of a content-links request (docs/api.md, "Content links"): `kind` one of the link
 * kinds, `content_type` a UID, `locale` a locale code, `scope=all`, `status` (`broken` or a list
 * of offline statuses, `parseStatusFilter`). An unrecognised value is
 * ignored, as `?filter=` is on the URL endpoints (docs/decisions/0002-request-and-header-conventions.md).
 */
export function linkQuery(query: Record<string, unknown>): LinkQuery {
  const kind = firstValue(query.kind);
  const contentType = firstValue(query.content_type);
  const locale = firstValue(query.locale);
  return {
    kind: kind && (LINK_KINDS as readonly string[]).includes(kind) ? (kind as LinkKind) : null,
    contentType: contentType && /^[a-z0-9-]+::[\w.-]{1,200}$/i.test(contentType) ? contentType : null,
    locale: locale && /^[A-Za-z0-9-]{1,35}$/.test(locale) ? locale : null,
    scope: firstValue(query.scope) === 'all' ? 'all' : 'public',
    status: parseStatusFilter(firstValue(query.status)),
  };
}

/** Strings as UTF-8 buffers, for `startedStream`. */
async function* utf8(text: AsyncIterable<string>): AsyncGenerator<Buffer> {
  for await (const piece of text) yield Buffer.from(piece);
}

/** Controller of `GET v1/content-links`; access is decided by the `api-access` middleware. */
export default function createContentLinksController({ strapi }: { strapi: Core.Strapi }) {
  return {
    async list(ctx: Context) {
      const parsed = parseLinkListQuery(ctx.query as Record<string, unknown>);
      if ('error' in parsed) {
        sendError(ctx, 400, 'ValidationError', parsed.error, { parameter: parsed.parameter });
        return;
      }
      const request: LinkListRequest = parsed.request;
      const query = linkQuery(ctx.query as Record<string, unknown>);
      const { version, lifecycle } = ctx.state.routeDiscovery as ApiRequestState;
      const filters = {
        kind: query.kind,
        content_type: query.contentType,
        locale: query.locale,
        scope: query.scope,
        status: query.status,
      };
      const base = baseMetadata(version, lifecycle);
      const origin = publicOrigin(strapi, ctx);
      const service = getService(strapi, 'content-links');
      if (request.mode === 'page' || request.mode === 'counts') {
        try {
          const answer = await linkPageAnswer(
            (after) => service.linkRecords(query, origin, after),
            request,
            filters,
          );
          ctx.body = { ...answer, metadata: { ...base, ...answer.metadata } };
        } catch (error) {
          if (!(error instanceof StalePage)) throw error;
          sendError(ctx, 400, 'ValidationError', error.message, { parameter: 'cursor' });
        }
        return;
      }
      if (request.mode === 'export' && request.format) {
        const file = LINK_EXPORT_FILES[request.format];
        const text = linkExportText(
          service.linkRecords(query, origin, null),
          request.keep,
          request.format,
          origin,
        );
        const stream = await startedStream(utf8(text));
        ctx.type = file.type;
        ctx.set('Content-Disposition', `attachment; filename="${file.name}"`);
        ctx.body = stream;
        return;
      }
      const { words, testableOnly } = request.keep;
      // Without q or testable, the whole list is exactly what it always was (shared, encoded once).
      const batches =
        words.length || testableOnly
          ? keptBatches(service.linkRecords(query, origin, null), request.keep)
          : service.linkBatches(query, origin);
      const text = urlEnvelopeText(batches, null, base, 'links', { applied_filters: filters });
      const stream = await startedStream(text);
      ctx.type = 'application/json';
      ctx.body = stream;
    },
  };
}
