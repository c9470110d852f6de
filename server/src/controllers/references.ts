import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { ReferenceRebuildResponse, ReferencesEnvelope } from '@route-discovery/contract';
import { isReadOnlyCredential } from '../access/decision';
import { baseMetadata } from '../api/envelope';
import { sendError } from '../api/error-body';
import { firstQueryValue as first } from '../api/query-value';
import type { ApiRequestState } from '../middlewares/api-access';
import { rebuildStatus, referencesAnswer } from '../references/answers';
import { parseReferenceParams } from '../references/query-params';
import { rebuildIfReplaced } from '../references/index-on-boot';
import { readRebuildState, startRebuild } from '../references/rebuild';

/** Controllers of `GET v1/references` and `GET`/`POST v1/references/rebuild` (docs/api.md, "References"). */
export default function createReferencesController({ strapi }: { strapi: Core.Strapi }) {
  const metadataOf = (ctx: Context) => {
    const { version, lifecycle } = ctx.state.routeDiscovery as ApiRequestState;
    return baseMetadata(version, lifecycle);
  };

  return {
    /** `GET v1/references?content_type=&document_id=&locale=&direction=in|out`. */
    async list(ctx: Context) {
      const parsed = parseReferenceParams(strapi, {
        content_type: first(ctx.query.content_type),
        document_id: first(ctx.query.document_id),
        locale: first(ctx.query.locale),
        direction: first(ctx.query.direction),
      });
      if ('error' in parsed) {
        sendError(ctx, 400, 'ValidationError', parsed.error);
        return;
      }
      const { query } = parsed;
      const { index_state, stale_content_types, ...answer } = await referencesAnswer(strapi, query);
      const envelope: ReferencesEnvelope = {
        ...answer,
        metadata: {
          ...metadataOf(ctx),
          content_type: query.uid,
          document_id: query.documentId,
          locale: query.locale,
          direction: query.direction,
          index_state,
          stale_content_types,
        },
      };
      ctx.body = envelope;
    },

    /**
     * `GET v1/references/rebuild`: where the rebuild is; content replaced by Strapi's data
     * transfer starts one first (`rebuildIfReplaced`, docs/decisions/0205-index-after-data-transfer.md).
     */
    async rebuildStatus(ctx: Context) {
      await rebuildIfReplaced(strapi);
      const body: ReferenceRebuildResponse = {
        rebuild: rebuildStatus(await readRebuildState(strapi)),
        metadata: metadataOf(ctx),
      };
      ctx.body = body;
    },

    /** `POST v1/references/rebuild`: starts (or resumes) a rebuild in the background; 202. */
    async rebuild(ctx: Context) {
      const { credential } = ctx.state.routeDiscovery as ApiRequestState;
      if (isReadOnlyCredential(credential)) {
        sendError(
          ctx,
          403,
          'ForbiddenError',
          'Rebuilding the reference index requires the API key or an admin token',
        );
        return;
      }
      const body: ReferenceRebuildResponse = {
        rebuild: rebuildStatus(await startRebuild(strapi)),
        metadata: metadataOf(ctx),
      };
      ctx.status = 202;
      ctx.body = body;
    },
  };
}
