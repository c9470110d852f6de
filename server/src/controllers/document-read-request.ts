import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { type ActionAbility, documentReadAccess, mayReadTypeInContentManager } from '../access';
import { firstQueryValue as first, sendError } from '../api';
import { parseReferenceParams } from '../references';

/** The document an edit-view panel asks about, and which content types the asking admin may read. */
export interface DocumentReadRequest {
  uid: string;
  documentId: string;
  locale: string | null;
  /** Whether the admin may read a content type in the Content Manager (asked once per type). */
  mayReadType: (uid: string) => boolean;
}

/**
 * The request of an edit-view panel's admin route (`?content_type=&document_id=&locale=`), for an
 * admin who may read that document in the Content Manager (docs/decisions/0184-used-in-panel-access.md):
 * answers 400 (a missing or unknown parameter), 403 (no admin session, or may not read it) or 404
 * (no version in the locale) itself and returns null; else the document and a type-read check.
 */
export async function documentReadRequest(
  strapi: Core.Strapi,
  ctx: Context,
): Promise<DocumentReadRequest | null> {
  const parsed = parseReferenceParams(strapi, {
    content_type: first(ctx.query.content_type),
    document_id: first(ctx.query.document_id),
    locale: first(ctx.query.locale),
  });
  if ('error' in parsed) {
    sendError(ctx, 400, 'ValidationError', parsed.error);
    return null;
  }
  const { uid, documentId, locale } = parsed.query;
  const state = ctx.state as { userAbility?: ActionAbility; auth?: { ability?: ActionAbility } };
  const ability = state.userAbility ?? state.auth?.ability;
  if (!ability) {
    sendError(ctx, 403, 'ForbiddenError', 'An admin session is required');
    return null;
  }
  const access = await documentReadAccess(strapi, ability, uid, documentId, locale);
  if (access === 'forbidden') {
    sendError(ctx, 403, 'ForbiddenError', 'You may not read this document in the Content Manager');
    return null;
  }
  if (access === 'not_found') {
    sendError(ctx, 404, 'NotFoundError', 'No such document (in this locale)');
    return null;
  }
  const readable = new Map<string, boolean>();
  const mayReadType = (sourceUid: string) => {
    let may = readable.get(sourceUid);
    if (may === undefined)
      readable.set(sourceUid, (may = mayReadTypeInContentManager(strapi, ability, sourceUid)));
    return may;
  };
  return { uid, documentId, locale, mayReadType };
}
