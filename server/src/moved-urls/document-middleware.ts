import type { Core } from '@strapi/strapi';
import { inSavepoint } from '../database/savepoint';
import { inTurn } from '../database/turns';
import { LOG_PREFIX } from '../identity';
import { actedDocumentId, type ActionContext } from '../model/document-action';
import type { Transaction } from '../model/table-query';
import { dependentDocuments, type DependentDocuments } from './dependents';
import { recordMoves, type MoveCause } from './move-records';
import { movesBetween } from './moves';
import { currentSiteUrls, plannedTypes, type PlannedType } from './site-urls';
import { replaceSiteUrls, storedSiteUrls } from './url-store';

/**
 * Document service actions that may change a published website URL (`@strapi/core`
 * `services/document-service/repository.js`): a create or clone of a type without draft and
 * publish publishes at once; `discardDraft` leaves published versions alone.
 */
const MOVING_ACTIONS: ReadonlySet<string> = new Set([
  'create',
  'clone',
  'update',
  'delete',
  'publish',
  'unpublish',
]);

/** The documents to look at again, per planned type: the acted one (when its type has URLs) and its dependents. */
function documentsToCheck(
  planned: readonly PlannedType[],
  acted: { uid: string; documentId: string },
  dependents: readonly DependentDocuments[],
): Map<PlannedType, Set<string>> {
  const byType = new Map<PlannedType, Set<string>>();
  const add = (entry: PlannedType, ids: Iterable<string>) => {
    const set = byType.get(entry) ?? new Set<string>();
    for (const id of ids) set.add(id);
    byType.set(entry, set);
  };
  const own = planned.find((entry) => entry.type.uid === acted.uid);
  if (own) add(own, [acted.documentId]);
  for (const dependent of dependents) add(dependent.planned, dependent.documentIds);
  return byType;
}

/**
 * Compares the stored URLs of the documents to check with their URLs now, records each move
 * (old URL, new URL or gone) and stores the URLs now.
 */
async function recordChanges(
  strapi: Core.Strapi,
  trx: Transaction,
  toCheck: Map<PlannedType, Set<string>>,
  cause: MoveCause,
): Promise<void> {
  const at = new Date();
  for (const [planned, ids] of toCheck) {
    const documentIds = [...ids];
    const before = await storedSiteUrls(strapi, trx, planned.type.uid, documentIds);
    const after = await currentSiteUrls(strapi, trx, planned, documentIds);
    const moves = movesBetween(before, after);
    await replaceSiteUrls(strapi, trx, planned.type.uid, documentIds, after);
    if (moves.length) await recordMoves(strapi, moves, cause, at);
  }
}

/** Whether an action on `uid` can change a website URL: its type has URLs, or some pattern reads it through a relation. */
function mayMovePages(planned: readonly PlannedType[], uid: string): boolean {
  return planned.some(
    (entry) =>
      entry.type.uid === uid ||
      entry.plan.paths.some((path) => path.hops.some((hop) => hop.targetUid === uid)),
  );
}

/**
 * Records website URL moves through Strapi's document service middleware (`strapi.documents.use`,
 * as the reference index does: server/src/references/document-middleware.ts), inside the action's
 * transaction, so a document and its move records commit together
 * (docs/decisions/0211-moved-urls-storage.md). Before the action it reads the documents whose URL
 * reads the acted one through a relation path (a category's articles); after it, those again, then
 * compares the stored URL of the acted document and of those with their URL now. The work runs in
 * a savepoint, and in turns on a transaction several actions share (a bulk publish): a failure
 * undoes only the move work, never the editor's write, and logs one warning naming the action and
 * content type (no content value).
 */
export function registerMoveMiddleware(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const action = context as unknown as ActionContext;
    if (!MOVING_ACTIONS.has(action.action)) return next();
    const planned = await plannedTypes(strapi);
    if (!mayMovePages(planned, action.uid)) return next();
    return strapi.db.transaction(({ trx }) =>
      inTurn(trx, async () => {
        const given = typeof action.params?.documentId === 'string' ? action.params.documentId : null;
        let before: DependentDocuments[] = [];
        const read = await inSavepoint(trx, async () => {
          if (given) before = await dependentDocuments(strapi, trx, planned, action.uid, given);
        });
        const result = await next();
        const documentId = actedDocumentId(action, result);
        if (!documentId) return result;
        const cause = { action: action.action, uid: action.uid, documentId };
        const recorded =
          read &&
          (await inSavepoint(trx, async () => {
            const after = await dependentDocuments(strapi, trx, planned, action.uid, documentId);
            const toCheck = documentsToCheck(planned, cause, [...before, ...after]);
            await recordChanges(strapi, trx, toCheck, cause);
          }));
        if (!recorded) {
          strapi.log.warn(
            `${LOG_PREFIX} the moved URLs could not follow a ${action.action} of ${action.uid}; its pages' moves are not recorded`,
          );
        }
        return result;
      }),
    );
  });
}
