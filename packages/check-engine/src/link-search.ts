/**
 * What a content-links row (docs/api.md, "Content link rows") is searched and counted by: the
 * text `q` matches (`matchesSearch`) and the widget's broken-links rule, shared by the server's
 * pages and summary and the admin's Links page.
 */

/** The fields of a link row its search text is made of. */
export interface LinkSearchFields {
  url: string;
  target: string;
  link_text: string;
  field_path: string;
  content_type: string;
  document_id: string;
  locale: string | null;
  /** The names rows carry since titles were added (absent from an older server's rows). */
  document_title?: string;
  content_type_name?: string;
  field_label?: string;
}

/**
 * A link row's search text: `url`, `target`, `link_text`, `field_path`, `content_type`,
 * `document_id` and `locale`, then the document's title, the type's display name and the field's
 * label, joined by spaces (a null locale or an absent name adds nothing), for `matchesSearch`.
 */
export function linkSearchText(row: LinkSearchFields): string {
  return [
    row.url,
    row.target,
    row.link_text,
    row.field_path,
    row.content_type,
    row.document_id,
    row.locale ?? '',
    row.document_title ?? '',
    row.content_type_name ?? '',
    row.field_label ?? '',
  ].join(' ');
}

/** Kinds of links into this CMS: the widget counts their broken ones. */
export const INTERNAL_LINK_KINDS: ReadonlySet<string> = new Set(['document', 'api', 'media']);

/**
 * Whether a row is a broken link into this CMS as the database decides it (the widget's and the
 * summary's `broken_internal`): an internal kind (`INTERNAL_LINK_KINDS`) whose offline status is
 * one of `brokenStatuses` (the contract's `BROKEN_STATUSES`: every status but `ok`).
 */
export function isBrokenInternalLink(
  row: { kind: string; status: string | null },
  brokenStatuses: ReadonlySet<string>,
): boolean {
  return INTERNAL_LINK_KINDS.has(row.kind) && row.status !== null && brokenStatuses.has(row.status);
}
