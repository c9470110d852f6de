import { AsyncLocalStorage } from 'node:async_hooks';

/** The last turn queued on each open transaction; settles when that turn ends. */
const tails = new WeakMap<object, Promise<void>>();

/** The transactions whose turn the current async context holds (nested actions run in it). */
const holding = new AsyncLocalStorage<ReadonlySet<object>>();

/**
 * Runs `work` when no other turn on the transaction `trx` is running: turns on one transaction run
 * one after the other, in the order asked. Strapi runs several document service actions at once
 * on one shared transaction (the Content Manager's bulk publish and unpublish: `@strapi/content-manager`
 * `document-manager.publishMany` is `Promise.all` of one `publish` per document inside
 * `strapi.db.transaction`, which nested calls join), and the index's savepoints must not interleave
 * (releasing one releases those opened after it: the next RELEASE then fails), nor its reads of
 * one document overlap another's writes; one turn at a time also keeps one document's references
 * in memory per transaction (docs/decisions/0187-bulk-publish-index-writes.md).
 * An action started inside a turn (a document service call made while `work` runs, e.g. by a
 * lifecycle hook) runs at once in that turn rather than waiting for it to end (which would never
 * happen).
 * @returns what `work` returns; its error is passed on, and the next turn runs all the same
 */
export async function inTurn<T>(trx: object, work: () => Promise<T>): Promise<T> {
  const held = holding.getStore();
  if (held?.has(trx)) return work();
  const previous = tails.get(trx) ?? Promise.resolve();
  let release: () => void = () => undefined;
  const mine = new Promise<void>((resolve) => {
    release = resolve;
  });
  const tail = previous.then(() => mine);
  tails.set(trx, tail);
  await previous;
  try {
    return await holding.run(new Set([...(held ?? []), trx]), work);
  } finally {
    release();
    if (tails.get(trx) === tail) tails.delete(trx);
  }
}
