import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { documentReadAccess, mayReadTypeInContentManager } from '../access/content-manager-read';
import type { ActionAbility } from '../access/read-permission';
import { sendError } from '../api/error-body';
import { firstQueryValue as first } from '../api/query-value';
import { parseReferenceParams } from '../references/query-params';
import { usedInAnswer } from '../references/used-in';

/**
 * Controller of the admin route `GET /route-discovery/used-in?content_type=&document_id=&locale=`,
 * the Content Manager's "Used in" side panel (docs/api.md, "Used in"). Editors are its users: an
 * admin who may read the document in the Content Manager gets the answer, listing only sources of
 * the content types that admin may read (docs/decisions/0184-used-in-panel-access.md).
 */
export default function createUsedInController({ strapi }: { strapi: Core.Strapi }) {
  return {
    async show(ctx: Context) {
      const parsed = parseReferenceParams(strapi, {
        content_type: first(ctx.query.content_type),
        document_id: first(ctx.query.document_id),
        locale: first(ctx.query.locale),
      });
      if ('error' in parsed) {
        sendError(ctx, 400, 'ValidationError', parsed.error);
        return;
      }
      const { uid, documentId, locale } = parsed.query;
      const state = ctx.state as { userAbility?: ActionAbility; auth?: { ability?: ActionAbility } };
      const ability = state.userAbility ?? state.auth?.ability;
      if (!ability) {
        sendError(ctx, 403, 'ForbiddenError', 'An admin session is required');
        return;
      }
      const access = await documentReadAccess(strapi, ability, uid, documentId, locale);
      if (access === 'forbidden') {
        sendError(ctx, 403, 'ForbiddenError', 'You may not read this document in the Content Manager');
        return;
      }
      if (access === 'not_found') {
        sendError(ctx, 404, 'NotFoundError', 'No such document (in this locale)');
        return;
      }
      const readable = new Map<string, boolean>();
      const mayReadType = (sourceUid: string) => {
        let may = readable.get(sourceUid);
        if (may === undefined)
          readable.set(sourceUid, (may = mayReadTypeInContentManager(strapi, ability, sourceUid)));
        return may;
      };
      ctx.body = await usedInAnswer(strapi, { uid, documentId, locale }, mayReadType);
    },
  };
}
