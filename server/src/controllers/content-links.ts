import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { baseMetadata } from '../api/envelope';
import { publicOrigin } from '../api/public-origin';
import { firstQueryValue as firstValue } from '../api/query-value';
import { startedStream, urlEnvelopeText } from '../api/stream-envelope';
import type { LinkQuery } from '../content-links/link-rows';
import { parseStatusFilter } from '../content-links/status-filter';
import { LINK_KINDS, type LinkKind } from '../content-links/types';
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

/** Controller of `GET v1/content-links`; access is decided by the `api-access` middleware. */
export default function createContentLinksController({ strapi }: { strapi: Core.Strapi }) {
  return {
    async list(ctx: Context) {
      const query = linkQuery(ctx.query as Record<string, unknown>);
      const { version, lifecycle } = ctx.state.routeDiscovery as ApiRequestState;
      const filters = {
        kind: query.kind,
        content_type: query.contentType,
        locale: query.locale,
        scope: query.scope,
        status: query.status,
      };
      const batches = getService(strapi, 'content-links').linkBatches(query, publicOrigin(strapi, ctx));
      const text = urlEnvelopeText(batches, null, baseMetadata(version, lifecycle), 'links', {
        applied_filters: filters,
      });
      const stream = await startedStream(text);
      ctx.type = 'application/json';
      ctx.body = stream;
    },
  };
}
