import { createHash } from 'node:crypto';
import type { LinkPosition } from './link-records';

/**
 * The cursor of a content-links page (docs/api.md, "Pages"; docs/decisions/0140-content-links-pages.md):
 * opaque to clients, base64url of a small JSON object holding the last row's position in the
 * scan (`LinkPosition`), its sort value when the list is sorted, and a hash of the filters,
 * search and sort it was made for, so that a cursor used with any other query is refused. It
 * carries no secret and grants nothing: any page it leads to could be asked for from the start.
 */

/** What a cursor holds: the last row of the page it follows. */
export interface LinkCursor {
  at: LinkPosition;
  /** The last row's sort value (`sort` given), else null. */
  value: string | null;
}

/** A cursor that is not one this list gave for this query (malformed, or other filters). */
export class InvalidCursor extends Error {}

/** The hash a cursor is bound to: SHA-256 of the query's filters, search and sort, 16 hex digits. */
export function queryHash(bound: unknown): string {
  return createHash('sha256').update(JSON.stringify(bound)).digest('hex').slice(0, 16);
}

/** The cursor text of `cursor` for the query hashed `hash`. */
export function encodeCursor(cursor: LinkCursor, hash: string): string {
  const { order, uid, id, index } = cursor.at;
  const body = { h: hash, p: [order, uid, id, index], ...(cursor.value === null ? {} : { v: cursor.value }) };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * Reads a cursor given with the query hashed `hash`.
 * @param sorted whether the query sorts (its cursors then hold a sort value)
 * @throws InvalidCursor when the text is not such a cursor or was made for another query
 */
export function decodeCursor(text: string, hash: string, sorted: boolean): LinkCursor {
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursor('The cursor is not one this list gave');
  }
  const { h, p, v } = (body ?? {}) as { h?: unknown; p?: unknown; v?: unknown };
  if (!Array.isArray(p) || p.length !== 4) throw new InvalidCursor('The cursor is not one this list gave');
  const [order, uid, id, index] = p as unknown[];
  if (!isCount(order) || typeof uid !== 'string' || !isCount(id) || !isCount(index))
    throw new InvalidCursor('The cursor is not one this list gave');
  if (sorted !== (typeof v === 'string')) throw new InvalidCursor('The cursor is not one this list gave');
  if (h !== hash) throw new InvalidCursor('The cursor was given for other filters, search or sort');
  return { at: { order, uid, id, index }, value: sorted ? (v as string) : null };
}
