import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { urlChanges } from '../moved-urls/url-changes';
import { usedInAnswer } from '../references/used-in';
import { documentReadRequest } from './document-read-request';

/**
 * Controllers of the Content Manager edit view's "Used in" side panel (docs/api.md, "Used in"):
 * `GET /route-discovery/used-in` and `GET /route-discovery/url-changes`, each
 * `?content_type=&document_id=&locale=`. Editors are their users: an admin who may read the
 * document in the Content Manager gets the answer, listing only sources of the content types that
 * admin may read (docs/decisions/0184-used-in-panel-access.md).
 */
export default function createUsedInController({ strapi }: { strapi: Core.Strapi }) {
  return {
    async show(ctx: Context) {
      const request = await documentReadRequest(strapi, ctx);
      if (!request) return;
      const { uid, documentId, locale, mayReadType } = request;
      ctx.body = await usedInAnswer(strapi, { uid, documentId, locale }, mayReadType);
    },

    /** What publishing the draft would move, and what unpublishing or deleting takes away (issue 46 item 6). */
    async urlChanges(ctx: Context) {
      const request = await documentReadRequest(strapi, ctx);
      if (!request) return;
      const { uid, documentId, locale, mayReadType } = request;
      ctx.body = await urlChanges(strapi, { uid, documentId, locale }, mayReadType);
    },
  };
}
