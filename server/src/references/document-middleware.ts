import type { Core } from '@strapi/strapi';
import { LOG_PREFIX } from '../identity';
import type { DocumentKey } from './extract';
import { documentsReferencing, replaceDocuments } from './index-writer';
import { takeWriteLock, type Knex } from './tables';
import { recordWatermarks } from './watermarks';

/**
 * Document service actions that write (`@strapi/core` `services/document-service/repository.js`):
 * each may change the document's own references and, by dropping or restoring join rows, the
 * relations of documents that reference it.
 */
const WRITE_ACTIONS: ReadonlySet<string> = new Set([
  'create',
  'clone',
  'update',
  'delete',
  'publish',
  'unpublish',
  'discardDraft',
]);

/** The part of a document service middleware context read here (`@strapi/types` `Modules.Documents.Middleware.Context`). */
interface ActionContext {
  uid: string;
  action: string;
  params?: { documentId?: unknown };
}

/** The documentId an action wrote: its parameter, or (create, clone) its result's. */
function actedDocumentId(context: ActionContext, result: unknown): string | null {
  const fromResult = (result as { documentId?: unknown } | null)?.documentId;
  const id = context.params?.documentId ?? fromResult;
  return typeof id === 'string' && id ? id : null;
}

/**
 * Re-extracts what one action changed, inside its transaction: the acted document, the documents
 * whose rows named it before the action, and the documents its inverse relations name now; then
 * records the watermarks of their types.
 */
async function reindexAfter(strapi: Core.Strapi, trx: Knex, acted: DocumentKey, before: DocumentKey[]) {
  const touched = [acted, ...before];
  const related = await replaceDocuments(strapi, trx, touched);
  await replaceDocuments(strapi, trx, related);
  await recordWatermarks(
    strapi,
    trx,
    [...touched, ...related].map((key) => key.uid),
  );
}

/**
 * Keeps the reference index current through Strapi's document service middleware
 * (`strapi.documents.use`, as Strapi's own content history does: `@strapi/content-manager`
 * `server/history/services/lifecycles`). A write action runs inside a transaction the middleware
 * opens first (Strapi's actions join an open transaction: `@strapi/database` `transaction`), so the
 * document and its index rows commit or roll back together; the index's write lock is taken
 * before the action reads anything (docs/decisions/0182-reference-index-writes.md). Reads pass
 * through untouched.
 */
export function registerDocumentMiddleware(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const action = context as unknown as ActionContext;
    if (!WRITE_ACTIONS.has(action.action)) return next();
    return strapi.db.transaction(async ({ trx }) => {
      await takeWriteLock(strapi, trx);
      const given = typeof action.params?.documentId === 'string' ? action.params.documentId : null;
      const before = given
        ? await documentsReferencing(strapi, trx, { uid: action.uid, documentId: given })
        : [];
      const result = await next();
      const documentId = actedDocumentId(action, result);
      if (!documentId) return result;
      try {
        await reindexAfter(strapi, trx, { uid: action.uid, documentId }, before);
      } catch (error) {
        strapi.log.error(
          `${LOG_PREFIX} the reference index could not follow a ${action.action} of ${action.uid}`,
        );
        throw error;
      }
      return result;
    });
  });
}
