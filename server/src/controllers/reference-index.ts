import type { ReferenceIndexResponse } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { referenceIndexStatus, startRebuild } from '../references';
import { reportAdminGate } from './report-admin-gate';

/**
 * Admin routes of the reference index on the Files page (docs/api.md, "Reference index (admin)";
 * docs/decisions/0190-admin-reference-index-rebuild.md): `GET /route-discovery/reference-index`
 * reads the rebuild's progress and each content type's state, `POST .../reference-index/rebuild`
 * starts (or resumes) a rebuild in the background and answers 202. Both behind the reports' admin
 * gate: reports open (else 404), an interactive super admin session (else 403).
 */
export default function createReferenceIndexController({ strapi }: { strapi: Core.Strapi }) {
  return {
    async show(ctx: Context) {
      if (
        !reportAdminGate(ctx, strapi, 'Only a super admin in an interactive session may read the index state')
      )
        return;
      const body: ReferenceIndexResponse = { data: await referenceIndexStatus(strapi) };
      ctx.body = body;
    },

    async rebuild(ctx: Context) {
      if (!reportAdminGate(ctx, strapi, 'Only a super admin in an interactive session may rebuild the index'))
        return;
      await startRebuild(strapi);
      const body: ReferenceIndexResponse = { data: await referenceIndexStatus(strapi) };
      ctx.status = 202;
      ctx.body = body;
    },
  };
}
