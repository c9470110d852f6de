import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { ReferenceRebuildResponse, ReferencesEnvelope } from '@route-discovery/contract';
import { refuseReadOnly, requestMetadata } from './request-state';
import { firstQueryValue as first, sendError } from '../api';
import {
  parseReferenceParams,
  readRebuildState,
  rebuildIfReplaced,
  rebuildStatus,
  referencesAnswer,
  startRebuild,
} from '../references';

/** Controllers of `GET v1/references` and `GET`/`POST v1/references/rebuild` (docs/api.md, "References"). */
export default function createReferencesController({ strapi }: { strapi: Core.Strapi }) {
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
          ...requestMetadata(ctx),
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
        metadata: requestMetadata(ctx),
      };
      ctx.body = body;
    },

    /** `POST v1/references/rebuild`: starts (or resumes) a rebuild in the background; 202. */
    async rebuild(ctx: Context) {
      if (refuseReadOnly(ctx, 'Rebuilding the reference index')) return;
      const body: ReferenceRebuildResponse = {
        rebuild: rebuildStatus(await startRebuild(strapi)),
        metadata: requestMetadata(ctx),
      };
      ctx.status = 202;
      ctx.body = body;
    },
  };
}
