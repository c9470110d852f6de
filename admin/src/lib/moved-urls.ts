import type { ContentLinkRow, MovedUrlRow } from '@route-discovery/contract';
import type { Translate } from '../hooks/useT';
import type { NamedDocument } from '../components/DocumentName';

/**
 * A `v1/moved-urls` row as the admin reads it: the contract's row, whose `redirect_check` is the
 * website's answer to the old URL at the last `smoke --site --moved --publish` (null before any).
 */
export type MovedUrlAdminRow = MovedUrlRow;

/** The redirect check cell's text: the verdict in the admin's language, with the status when known. */
export function redirectCheckOf(t: Translate, row: MovedUrlAdminRow): string {
  const check = row.redirect_check;
  if (!check) return t('moved.check.none');
  const verdict = t(`moved.check.${check.verdict}`);
  return check.status === null ? verdict : `${verdict} (${check.status})`;
}

/**
 * The document whose change moved the page, as `DocumentName` shows it, or null when the page
 * itself was acted on (the row's own name says it already).
 */
export function namedCauseOf(row: MovedUrlAdminRow): NamedDocument | null {
  if (row.cause_content_type === row.content_type && row.cause_document_id === row.document_id) return null;
  return {
    title: row.cause_document_title,
    typeName: row.cause_content_type_name,
    uid: row.cause_content_type,
    documentId: row.cause_document_id,
    locale: row.cause_locale,
    editUrl: row.cause_edit_url,
  };
}

/** The ways content can write a website URL: as it is (absolute) and as its site-relative path. */
export function urlSpellings(url: string): string[] {
  try {
    const parsed = new URL(url);
    return [url, `${parsed.pathname}${parsed.search}`];
  } catch {
    return [url];
  }
}

/** The site-relative path of an old URL: what the content-links search is asked for. */
export function searchPathOf(url: string): string {
  const spellings = urlSpellings(url);
  return spellings[spellings.length - 1];
}

/**
 * The content-link rows that link to `oldUrl` exactly (as written, or as its path): the search
 * keeps rows whose text holds the path, which also finds longer URLs (`/blog/a` in `/blog/ab`).
 */
export function linksTo(rows: readonly ContentLinkRow[], oldUrl: string): ContentLinkRow[] {
  const spellings = new Set(urlSpellings(oldUrl));
  return rows.filter((row) => spellings.has(row.url) || spellings.has(row.target));
}
