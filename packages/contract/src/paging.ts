import { z } from 'zod';
import { countSchema } from './metadata';

/**
 * Pages of a v1 list (docs/api.md, "Pages"; docs/decisions/0130-paged-lists.md). A list request
 * that sends `page_size` or `cursor` is answered one page at a time; one that sends neither gets
 * the whole list, streamed, exactly as before (the CLI and older clients). `counts=true` answers
 * the list's counts and no rows. `format=csv|markdown|json` streams the whole filtered list as a
 * download (`Content-Disposition: attachment`). Order is keyset: a page is the `page_size` rows
 * that come after the cursor in `(sort value, row key)` order, never an `OFFSET`.
 */

/** Rows in a page when `page_size` is not given. */
export const PAGE_SIZE_DEFAULT = 100;
/** The most rows a page holds; a larger `page_size` is a 400. */
export const PAGE_SIZE_MAX = 500;
/** The longest `q` accepted, in characters. */
export const SEARCH_MAX_LENGTH = 200;

/** The lists that answer in pages, by the v1 endpoint (and, for exposure, the part) they read. */
export const PAGED_LISTS = [
  'backend-urls',
  'frontend-urls',
  'content-links',
  'graphql',
  'exposure-routes',
  'exposure-content-types',
  'runs',
  'files',
  'files-missing',
  'moved-urls',
] as const;
/** A list that answers in pages. */
export type PagedList = (typeof PAGED_LISTS)[number];

/**
 * The columns each list sorts by (`sort=<key>:asc|desc`); without `sort` a list keeps its natural
 * order (the order of the whole-list answer; runs newest first). The URL lists' keys mean what
 * the admin's columns meant: `path` the registered path, `label` the view name or page title,
 * `group` the namespace or source.
 */
export const SORT_KEYS: Record<PagedList, readonly string[]> = {
  'backend-urls': ['path', 'method', 'label', 'group'],
  'frontend-urls': ['path', 'method', 'label', 'group'],
  'content-links': ['url', 'kind', 'status', 'content_type', 'locale', 'field_path'],
  graphql: ['operation', 'kind', 'content_type', 'access'],
  'exposure-routes': ['path', 'method', 'access', 'handler'],
  'exposure-content-types': ['uid', 'access'],
  runs: ['created_at'],
  files: ['name', 'size', 'usage_count'],
  'files-missing': [],
  'moved-urls': [],
};

/** Export formats of a list (`format=`): the whole filtered list, streamed. */
export const EXPORT_FORMATS = ['json', 'csv', 'markdown'] as const;
/** An export format. */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * The query parameters every paged list reads, besides its own filters (`filter`, `kind`,
 * `content_type`, `locale`, `status`, `access`...). `q` keeps rows whose search text holds every
 * word of it, case-insensitively (`matchesSearch` in `@route-discovery/check-engine`, the one
 * rule the admin used in the tab before); `testable=true` keeps testable rows only.
 */
export const pageQuerySchema = z.object({
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).optional(),
  cursor: z.string().min(1).max(2048).optional(),
  q: z.string().max(SEARCH_MAX_LENGTH).optional(),
  sort: z
    .string()
    .regex(/^[a-z_]+:(asc|desc)$/)
    .optional(),
  testable: z.enum(['true', 'false']).optional(),
  counts: z.enum(['true', 'false']).optional(),
});
/** The paging query parameters, as sent. */
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * `metadata.page` of a paged answer: `size` the page size applied, `sort` and `q` as applied
 * (null when none), `next_cursor` the cursor of the next page (null on the last page). The
 * cursor is opaque to clients and valid for the same list, filters, search and sort only (any
 * other use is a 400).
 */
export const pageMetadataSchema = z.object({
  size: z.number().int().min(1).max(PAGE_SIZE_MAX),
  sort: z.string().nullable(),
  q: z.string().nullable(),
  next_cursor: z.string().nullable(),
});
/** `metadata.page` of a paged answer. */
export type PageMetadata = z.infer<typeof pageMetadataSchema>;

/**
 * The answer to `counts=true`: `total` rows the filters and search keep, `testable` of those the
 * testable ones, and `by`: per facet (`kind`, `status`, `content_type`, `locale`, `group`,
 * `access`, `severity`... as the list has them) the number of kept rows per value, so filter
 * menus and charts show totals without rows.
 */
export const listCountsSchema = z.object({
  total: countSchema,
  testable: countSchema,
  by: z.record(z.string(), z.record(z.string(), countSchema)),
});
/** The counts of a list. */
export type ListCounts = z.infer<typeof listCountsSchema>;

/**
 * The answer to `counts=true` on every paged list: `counts`, and the list's metadata (the URL
 * lists' `total_count`, `testable_count` and `untestable_count` then say the same as `counts`).
 */
export const countsResponseSchema = z.object({
  counts: listCountsSchema,
  metadata: z.record(z.string(), z.unknown()),
});
/** The answer to `counts=true`. */
export type CountsResponse = z.infer<typeof countsResponseSchema>;

/**
 * The body of the admin route `POST /route-discovery/export-url` (admin session and the reports
 * permission, like `report-access`): which v1 list to export (`list`) and the query to export it
 * with (its filters, `q`, `sort`, and `format`). A browser cannot add the admin session's headers
 * to a download, so the server answers a short-lived, single-use URL that carries a ticket
 * (docs/decisions/0130-paged-lists.md); the admin navigates to it and the file streams to disk.
 */
export const exportUrlRequestSchema = z.object({
  list: z.enum(PAGED_LISTS),
  query: z.record(z.string(), z.string()),
});
/** The body of `POST /route-discovery/export-url`. */
export type ExportUrlRequest = z.infer<typeof exportUrlRequestSchema>;

/** The answer of `POST /route-discovery/export-url`: `url` site-relative, `expires_at` ISO 8601. */
export const exportUrlResponseSchema = z.object({
  data: z.object({ url: z.string(), expires_at: z.string() }),
});
/** The answer of `POST /route-discovery/export-url`. */
export type ExportUrlResponse = z.infer<typeof exportUrlResponseSchema>;
