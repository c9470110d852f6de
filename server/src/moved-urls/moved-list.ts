import type { MovedUrlRow } from '@route-discovery/contract';
import type { ListDefinition } from '../paging';

/**
 * `moved-urls` as a paged list (docs/api.md, "Pages"): recorded moves of website URLs, newest
 * first; no sort (the natural order is the keyset); facets `kind` and `redirect`; `q` and the
 * exports read the page's and the cause's titles and types' display names beside their UIDs and
 * documentIds (docs/decisions/0240-document-and-field-names.md).
 */
export const MOVED_URLS_LIST: ListDefinition<MovedUrlRow> = {
  list: 'moved-urls',
  rowsKey: 'moved_urls',
  columns: (row) => ({
    method: `${row.action} ${row.cause_document_title} ${row.cause_content_type_name}`,
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
    'cause_content_type',
    'cause_content_type_name',
    'cause_document_id',
    'cause_document_title',
    'cause_locale',
    'moved_at',
    'reason',
    'linked_from',
  ],
};
