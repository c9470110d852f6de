import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { INTEGRITY_KINDS, type IntegrityKind } from '@route-discovery/contract';
import { baseMetadata, publicOrigin, startedStream, urlEnvelopeText } from '../api';
import type { IntegrityQuery } from '../integrity';
import type { ApiRequestState } from '../middlewares/api-access';
import { getService } from '../services/get-service';

/** A query parameter's first value as a string, or null (absent, empty; repeated keeps the first). */
function firstValue(raw: unknown): string | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The filters of an integrity request (docs/api.md, "Integrity"): `kind` one of the finding kinds,
 * `content_type` a UID. An unrecognised value is ignored, as on content links
 * (docs/decisions/0002-request-and-header-conventions.md).
 */
export function integrityQuery(query: Record<string, unknown>): IntegrityQuery {
  const kind = firstValue(query.kind);
  const contentType = firstValue(query.content_type);
  return {
    kind: kind && (INTEGRITY_KINDS as readonly string[]).includes(kind) ? (kind as IntegrityKind) : null,
    contentType: contentType && /^[a-z0-9-]+::[\w.-]{1,200}$/i.test(contentType) ? contentType : null,
  };
}

/** Controller of `GET v1/integrity`; access is decided by the `api-access` middleware. */
export default function createIntegrityController({ strapi }: { strapi: Core.Strapi }) {
  return {
    async list(ctx: Context) {
      const query = integrityQuery(ctx.query as Record<string, unknown>);
      const { version, lifecycle } = ctx.state.routeDiscovery as ApiRequestState;
      const { batches, counts } = getService(strapi, 'integrity').findingBatches(
        query,
        publicOrigin(strapi, ctx),
      );
      const text = urlEnvelopeText(batches, null, baseMetadata(version, lifecycle), 'findings', async () => ({
        applied_filters: { kind: query.kind, content_type: query.contentType },
        count_by_kind: counts,
      }));
      const stream = await startedStream(text);
      ctx.type = 'application/json';
      ctx.body = stream;
    },
  };
}
