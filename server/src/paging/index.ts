/**
 * The public module of `paging/` (docs/decisions/0261-feature-public-modules.md): what other
 * features use of it. The paged lists' cursor, counts and keyset heap, and a list's definition.
 */
export { decodeCursor, encodeCursor, queryBinding, type CursorState } from './cursor';
export { countRows } from './list-counts';
export { TopK } from './top-k';
export type { ListDefinition } from './list-definition';
