import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * Where a page ended, as the next page's cursor carries it: `n` the last row's ordinal in the
 * kept list (1 for the first kept row), `v` its sort value (sorted pages only), `r` where the
 * list's own reading may resume after it (`streaming/row-position.ts`; absent when it cannot).
 */
export interface CursorState {
  n: number;
  v?: string;
  r?: unknown;
}

const cursorSchema = z.object({
  b: z.string().max(64),
  n: z.number().int().min(0),
  v: z.string().max(100_000).optional(),
  r: z.unknown().optional(),
});

/** Characters of the binding hash a cursor carries: 72 bits, enough to tell queries apart. */
const BINDING_LENGTH = 12;

/**
 * The binding of a list query: a short SHA-256 (base64url) of the list, its filters, search,
 * sort and testable switch, so a cursor minted for one query is refused for any other.
 * @param parts the query's meaningful values by name (null when absent); order does not matter
 */
export function queryBinding(list: string, parts: Record<string, string | null>): string {
  const entries = Object.entries(parts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify([list, entries]))
    .digest('base64url')
    .slice(0, BINDING_LENGTH);
}

/** The opaque cursor of a page end: base64url of `{ b: binding, n, v?, r? }` as JSON. */
export function encodeCursor(binding: string, state: CursorState): string {
  return Buffer.from(JSON.stringify({ b: binding, ...state })).toString('base64url');
}

/** Why a cursor was refused: unreadable, or minted for another query. */
export type CursorRefusal = 'malformed' | 'other-query';

/**
 * Reads a cursor back.
 * @param binding the current query's `queryBinding`
 * @param sorted whether the query sorts (a sorted page's cursor carries `v`)
 * @returns the state, or why it was refused
 */
export function decodeCursor(
  text: string,
  binding: string,
  sorted: boolean,
): { ok: true; state: CursorState } | { ok: false; refusal: CursorRefusal } {
  let raw: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(text)) return { ok: false, refusal: 'malformed' };
    raw = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, refusal: 'malformed' };
  }
  const parsed = cursorSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, refusal: 'malformed' };
  const { b, n, v, r } = parsed.data;
  if (b !== binding) return { ok: false, refusal: 'other-query' };
  if (sorted !== (v !== undefined)) return { ok: false, refusal: 'malformed' };
  const state: CursorState = { n };
  if (v !== undefined) state.v = v;
  if (r !== undefined) state.r = r;
  return { ok: true, state };
}
