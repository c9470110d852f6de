import { MEDIA_STATUSES } from './integrity-values';

/**
 * The closed value lists of a content-link row (docs/api.md, "Content links"): link kinds and the
 * statuses the database decides. Plain constants, no zod, so the CLI bundle takes them alone.
 */

/** Every link kind, in the order docs/api.md lists them (the `kind` filter accepts these). */
export const LINK_KINDS = [
  'document',
  'api',
  'media',
  'site',
  'external',
  'anchor',
  'mailto',
  'tel',
  'other',
] as const;

/** Where a link points (docs/api.md, "Link kinds"). */
export type LinkKind = (typeof LINK_KINDS)[number];

/**
 * Every status of a link the database decides, without a request: `ok`, `draft-only`
 * (no published version), `deleted` (no such document or upload file), `locale-missing` (the
 * document exists but not in the linking document's locale) or `private` (a content type the
 * Public role may not read), or a media status (`MEDIA_STATUSES`: a URL that breaks outside this
 * environment), or `moved`: a link to a website URL whose page moved (a recorded move whose
 * redirect goes to the page's URL now, the row's `moved_to`; issue 46 item 7). In the order
 * docs/api.md lists them (the `status` filter accepts these).
 */
export const LINK_STATUSES = [
  'ok',
  'draft-only',
  'deleted',
  'locale-missing',
  'private',
  ...MEDIA_STATUSES,
  'moved',
] as const;

/** A link's database status; a row's `status` is null for a link no database row decides (outside, site, api). */
export type LinkStatus = (typeof LINK_STATUSES)[number];

/**
 * A link to a moved website URL: it still works through the redirect, but editors should point it
 * at the new URL (the CLI and the admin report it as a `redirect`, never a failure).
 */
export const MOVED_STATUS = 'moved' satisfies LinkStatus;

/** Statuses that are broken links: every one but `ok` and `moved`. */
export const BROKEN_STATUSES: readonly LinkStatus[] = LINK_STATUSES.filter(
  (status) => status !== 'ok' && status !== MOVED_STATUS,
);
