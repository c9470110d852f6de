/**
 * Shapes of the content-links endpoint (docs/api.md, "Content links"). Types only, so the admin
 * bundle and the tests can import them without the server.
 */

/** Where a link points (docs/api.md, "Link kinds"). */
export type LinkKind =
  | 'document'
  | 'api'
  | 'media'
  | 'site'
  | 'external'
  | 'anchor'
  | 'mailto'
  | 'tel'
  | 'other';

/** Every link kind, in the order docs/api.md lists them (the `kind` filter accepts these). */
export const LINK_KINDS: readonly LinkKind[] = [
  'document',
  'api',
  'media',
  'site',
  'external',
  'anchor',
  'mailto',
  'tel',
  'other',
];

/**
 * What the database says of a link to this CMS, decided without a request: `ok`, `draft-only`
 * (no published version), `deleted` (no such document or upload file), `locale-missing` (the
 * document exists but not in the linking document's locale) or `private` (a content type the
 * Public role may not read). `null` for a link no database row decides (outside, site, api).
 */
export type LinkStatus = 'ok' | 'draft-only' | 'deleted' | 'locale-missing' | 'private';

/** Statuses that are broken links: every one but `ok`. */
export const BROKEN_STATUSES: readonly LinkStatus[] = ['draft-only', 'deleted', 'locale-missing', 'private'];

/** One link as an extractor finds it in a field value, before it is classified. */
export interface FoundLink {
  /** The URL as written (trimmed only). */
  url: string;
  /** Attribute path, e.g. `sections[0].body[4].children[1]`. */
  fieldPath: string;
  /** Plain text of the link (`plainLinkText`), '' when it has none. */
  text: string;
}

/** One row of `v1/content-links` (docs/api.md, "Content link rows"). */
export interface ContentLinkRow {
  url: string;
  target: string;
  kind: LinkKind;
  content_type: string;
  document_id: string;
  /** The linking document's locale; null for a type that is not localized. */
  locale: string | null;
  field_path: string;
  link_text: string;
  /** The Content Manager edit view of the linking document (site-relative admin path). */
  edit_url: string;
  /** The linking document's page on the public website, present when `siteUrl` is configured. */
  site_url?: string;
  is_testable: boolean;
  skip_reason: string;
  status: LinkStatus | null;
}
