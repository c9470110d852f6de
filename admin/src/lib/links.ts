import type { LinkOutcome } from '@route-discovery/check-engine';
import { BROKEN_STATUSES, type ContentLinkRow } from '@route-discovery/contract';
import { toCsv } from './export';
import {
  INTERNAL_LINK_KINDS,
  isBrokenInternalLink,
  linkTablesMarkdown,
  markdownCell,
} from '@route-discovery/check-engine';

export type { ContentLinkRow };

/** Server statuses that are broken links, decided without a request (docs/api.md, "Link status"). */
const BROKEN = new Set<string>(BROKEN_STATUSES);

/** Kinds of links into this CMS: the widget counts their broken ones. */
export const INTERNAL_KINDS = INTERNAL_LINK_KINDS;

/** A link row and what is known of it: the offline status, or a test's outcome. */
export interface LinkEntry {
  key: string;
  row: ContentLinkRow;
  /** `broken` when decided offline, `ok` for published documents, null until tested. */
  outcome: LinkOutcome | null;
  reason: string;
}

/** Entries of the page: offline-decided links carry their outcome from the start. */
export function linkEntries(rows: ContentLinkRow[]): LinkEntry[] {
  return rows.map((row, index) => {
    const key = `${index}`;
    if (row.status && BROKEN.has(row.status)) return { key, row, outcome: 'broken', reason: row.status };
    if (row.status === 'ok' && row.kind === 'document')
      return { key, row, outcome: 'ok', reason: 'published' };
    return { key, row, outcome: null, reason: '' };
  });
}

/** Broken links into this CMS as the database decides them: the widget's count. */
export function countBrokenInternal(rows: ContentLinkRow[]): number {
  return rows.filter((row) => isBrokenInternalLink(row, BROKEN)).length;
}

/** The page's filters; null keeps every value. `outcome` `untested` keeps entries not yet decided. */
export interface LinkFilters {
  kind: string | null;
  contentType: string | null;
  locale: string | null;
  outcome: string | null;
}

/** Entries the filters keep. */
export function filterEntries(entries: LinkEntry[], filters: LinkFilters): LinkEntry[] {
  return entries.filter(
    ({ row, outcome }) =>
      (!filters.kind || row.kind === filters.kind) &&
      (!filters.contentType || row.content_type === filters.contentType) &&
      (!filters.locale || row.locale === filters.locale) &&
      (!filters.outcome || (outcome ?? 'untested') === filters.outcome),
  );
}

/** Distinct values of a row field, sorted, for a filter's options. */
export function distinct(rows: ContentLinkRow[], field: 'kind' | 'content_type' | 'locale'): string[] {
  return [...new Set(rows.map((row) => row[field]).filter((value): value is string => !!value))].sort();
}

const EXPORT_COLUMNS = [
  'content_type',
  'document_id',
  'locale',
  'field_path',
  'link_text',
  'url',
  'target',
  'kind',
  'status',
  'outcome',
  'reason',
  'edit_url',
] as const;

type Flat = Record<(typeof EXPORT_COLUMNS)[number], string | null>;

const flat = ({ row, outcome, reason }: LinkEntry): Flat => ({ ...row, outcome, reason });

/** The entries as CSV (RFC 4180). */
export function linksCsv(entries: LinkEntry[]): string {
  return toCsv(entries.map(flat), [...EXPORT_COLUMNS]);
}

/** The entries as JSON: the rows with their outcome. */
export function linksJson(entries: LinkEntry[]): string {
  return `${JSON.stringify(entries.map(flat), null, 2)}\n`;
}

/** A row with what is known of it, as the Markdown export writes it. */
type KnownRow = ContentLinkRow & Pick<LinkEntry, 'outcome' | 'reason'>;

/** The columns after a link's place in the export's tables: its kind, and its outcome and why. */
const KNOWN_COLUMNS = [
  ['kind', (row: KnownRow) => row.kind],
  [
    'outcome',
    ({ outcome, reason }: KnownRow) =>
      outcome ? `${outcome}${reason ? ` (${markdownCell(reason)})` : ''}` : 'untested',
  ],
] as const;

/** The entries as Markdown, grouped by document, each group headed by a link to its edit view. */
export function linksMarkdown(entries: LinkEntry[], origin: string): string {
  const rows = entries.map(({ row, outcome, reason }): KnownRow => ({ ...row, outcome, reason }));
  const tables = linkTablesMarkdown(rows, { headingLevel: 2, origin, columns: KNOWN_COLUMNS });
  return `${['# Content links', ...tables, ''].join('\n')}\n`;
}
