import type { Core } from '@strapi/strapi';
import { LOG_PREFIX } from '../identity';
import { actedDocumentId, type ActionContext } from '../model/document-action';
import type { DocumentKey } from './extract';
import { documentsReferencing, replaceDocuments } from './index-writer';
import { inSavepoint, takeWriteLock, type Knex } from './tables';
import { inTurn } from '../database/turns';
import { markFailed, recordWatermarks } from './watermarks';

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

/**
 * Re-extracts what one action changed, inside its transaction: the acted document, the documents
 * whose rows named it before the action, and the documents its inverse relations name now; then
 * records the watermarks of their types. A publish re-extracts only the acted document's published
 * versions: Strapi's `publish` (`@strapi/core` `document-service/repository.js`) deletes the old
 * published versions and creates new ones from the drafts, and writes to the drafts only
 * `firstPublishedAt` (no reference); the join rows it adds or restores name the new published
 * versions (`unidirectionalRelations`, `bidirectionalRelations`, `selfReferentialRelations`), and
 * those of other documents belong to documents whose rows name the acted one (`before`, read in
 * full) or that its published versions' inverse relations name (`related`)
 * (docs/decisions/0158-publish-index-cost.md).
 */
async function reindexAfter(
  strapi: Core.Strapi,
  trx: Knex,
  action: string,
  acted: DocumentKey,
  before: DocumentKey[],
) {
  // A document whose rows name itself is in `before` too, and then read in full.
  const selfNamed = before.some((key) => key.uid === acted.uid && key.documentId === acted.documentId);
  const publishedOnly = action === 'publish' && !selfNamed;
  const touched = [{ ...acted, publishedOnly }, ...before];
  const related = await replaceDocuments(strapi, trx, touched);
  await replaceDocuments(strapi, trx, related);
  await recordWatermarks(
    strapi,
    trx,
    [...touched, ...related].map((key) => key.uid),
  );
}

/**
 * After a failed index step: marks the types whose rows may now be wrong (the acted document's and
 * those of the documents whose rows named it) stale until a rebuild, and logs one warning naming
 * the action and content type only (no content value, no stack trace).
 */
async function reportFailure(strapi: Core.Strapi, trx: Knex, action: ActionContext, before: DocumentKey[]) {
  const uids = [action.uid, ...before.map((key) => key.uid)];
  const marked = await inSavepoint(trx, () => markFailed(strapi, trx, uids));
  strapi.log.warn(
    `${LOG_PREFIX} the reference index could not follow a ${action.action} of ${action.uid}; ` +
      (marked ? 'it answers from the content until a rebuild' : 'its state could not be marked stale') +
      ' (POST v1/references/rebuild)',
  );
}

/**
 * Keeps the reference index current through Strapi's document service middleware
 * (`strapi.documents.use`, as Strapi's own content history does: `@strapi/content-manager`
 * `server/history/services/lifecycles`). A write action runs inside a transaction the middleware
 * opens first (Strapi's actions join an open transaction: `@strapi/database` `transaction`), so the
 * document and its index rows commit together; the index's write lock is taken before the action
 * reads anything (docs/decisions/0182-reference-index-writes.md). The index never stops or undoes
 * a write: its reads and writes run in savepoints, and a failure rolls back only them and marks
 * the types stale (`reportFailure`). Actions sharing one transaction (the Content Manager's bulk
 * publish runs them all at once) take turns (`inTurn`), so the index work of one document runs at
 * a time (docs/decisions/0187-bulk-publish-index-writes.md). Reads pass through untouched.
 */
export function registerDocumentMiddleware(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const action = context as unknown as ActionContext;
    if (!WRITE_ACTIONS.has(action.action)) return next();
    // One turn at a time on a transaction several actions share (a Content Manager bulk publish).
    return strapi.db.transaction(({ trx }) =>
      inTurn(trx, async () => {
        const given = typeof action.params?.documentId === 'string' ? action.params.documentId : null;
        let before: DocumentKey[] = [];
        // The lock and the read before the action in one savepoint (two statements fewer a write:
        // docs/decisions/0159-publish-round-trips.md). Rolling back a failed read releases the lock
        // row taken in it, so the lock is taken again on its own: the failure mark after the action
        // is still written under it.
        const prepared = await inSavepoint(trx, async () => {
          await takeWriteLock(strapi, trx);
          if (given) before = await documentsReferencing(strapi, trx, { uid: action.uid, documentId: given });
        });
        if (!prepared) {
          before = [];
          await inSavepoint(trx, () => takeWriteLock(strapi, trx));
        }
        const result = await next();
        const documentId = actedDocumentId(action, result);
        if (!documentId) return result;
        const indexed =
          prepared &&
          (await inSavepoint(trx, async () => {
            await reindexAfter(strapi, trx, action.action, { uid: action.uid, documentId }, before);
          }));
        if (!indexed) await reportFailure(strapi, trx, action, before);
        return result;
      }),
    );
  });
}
