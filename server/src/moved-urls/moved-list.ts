import type { MovedUrlRow } from '@route-discovery/contract';
import type { ListDefinition } from '../paging/list-definition';

/**
 * `moved-urls` as a paged list (docs/api.md, "Pages"): recorded moves of website URLs, newest
 * first; no sort (the natural order is the keyset); facets `kind` and `redirect`; `q` and the
 * exports read the page's title and type's display name beside its UID and documentId.
 */
export const MOVED_URLS_LIST: ListDefinition<MovedUrlRow> = {
  list: 'moved-urls',
  rowsKey: 'moved_urls',
  columns: (row) => ({
    method: row.action,
    path: row.old_url,
    target: row.new_url ?? '',
    label: `${row.document_title} ${row.document_id}`,
    detail: row.locale ?? '',
    group: `${row.content_type_name} ${row.content_type}`,
    skipReason: row.reason ?? '',
  }),
  sortValues: {},
  facets: { kind: (row) => row.kind, redirect: (row) => row.redirect },
  testable: () => false,
  exportColumns: [
    'old_url',
    'new_url',
    'kind',
    'redirect',
    'content_type',
    'content_type_name',
    'document_id',
    'document_title',
    'locale',
    'edit_url',
    'action',
    'moved_at',
    'reason',
    'linked_from',
  ],
};
