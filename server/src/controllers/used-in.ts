import type { Core } from '@strapi/strapi';
import { urlChangesRequestSchema } from '@route-discovery/contract';
import type { Context } from 'koa';
import { sendError } from '../api';
import { acceptedUnsaved, urlChanges } from '../moved-urls';
import { usedInAnswer } from '../references';
import { documentReadRequest } from './document-read-request';

/**
 * Controllers of the Content Manager edit view's "Used in" side panel (docs/api.md, "Used in"):
 * `GET /route-discovery/used-in` and `GET`/`POST /route-discovery/url-changes`, each
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

    /**
     * The same with the edit form's unsaved values and relation targets (`POST`, body
     * `urlChangesRequestSchema`; docs/decisions/0246, 0249): 400 for a body that is not that shape,
     * names an attribute the URL patterns do not read as a plain value (the answer's
     * `unsaved_fields`) or a relation the type's own pattern does not read through (its
     * `unsaved_relations`).
     */
    async urlChangesUnsaved(ctx: Context) {
      const request = await documentReadRequest(strapi, ctx);
      if (!request) return;
      const { uid, documentId, locale, mayReadType } = request;
      const parsed = urlChangesRequestSchema.safeParse((ctx.request as { body?: unknown }).body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const at = issue.path.length ? `${issue.path.join('.')}: ` : '';
        sendError(
          ctx,
          400,
          'ValidationError',
          `Send { "values": { "<attribute>": <value> } }: ${at}${issue.message}`,
        );
        return;
      }
      const accepted = await acceptedUnsaved(strapi, uid);
      const refused = (names: object, known: string[]) =>
        Object.keys(names).filter((name) => !known.includes(name));
      const fields = refused(parsed.data.values, accepted.fields);
      if (fields.length) {
        sendError(ctx, 400, 'ValidationError', 'Only attributes the URL patterns read take unsaved values', {
          refused: fields,
          accepted: accepted.fields,
        });
        return;
      }
      const relations = refused(parsed.data.relations ?? {}, accepted.relations);
      if (relations.length) {
        sendError(
          ctx,
          400,
          'ValidationError',
          'Only relations the URL pattern reads through take unsaved targets',
          { refused: relations, accepted: accepted.relations },
        );
        return;
      }
      ctx.body = await urlChanges(strapi, { uid, documentId, locale }, mayReadType, parsed.data);
    },
  };
}
