/**
 * The public module of `paging/` (docs/decisions/0261-feature-public-modules.md): what other
 * features and the top floor use of it. The paged lists' cursor, counts and keyset heap, and a
 * list's definition; the lists themselves, their filters, and the paged answer the controllers send.
 */
export { decodeCursor, encodeCursor, queryBinding, type CursorState } from './cursor';
export { countRows, listCounts } from './list-counts';
export { TopK } from './top-k';
export type { ListDefinition } from './list-definition';

// The lists of docs/api.md, "Pages", and how a request for one is answered.
export {
  BACKEND_LIST,
  EXPOSURE_CONTENT_TYPES_LIST,
  EXPOSURE_ROUTES_LIST,
  FILES_LIST,
  FRONTEND_LIST,
  GRAPHQL_LIST,
  MISSING_FILES_LIST,
  RUNS_LIST,
} from './lists';
export { firstQueryValue, oneOf } from './list-filters';
export { scanRowsFor } from './keyset-page';
export { answerPagedRequest, type QuickCounts } from './list-answer';
