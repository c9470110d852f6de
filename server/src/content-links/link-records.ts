import type { Core } from '@strapi/strapi';
import { editUrl } from '../model/edit-view';
import { preparedLinkPages, type LinkQuery, type LinkRunOptions, type TypePage } from './link-rows';
import { testability } from './page-rows';
import type { ContentLinkRow } from './types';

/**
 * A link row's place in the natural order of the content-links list: the content type's place
 * in the run's types (`order`, its UID beside it), the linking row's id, and the link's index
 * among that row's links (before the filters). Rows come in `(order, id, index)` order.
 */
export interface LinkPosition {
  order: number;
  uid: string;
  id: number;
  index: number;
}

/** One content-links row as an object (members in the order of the JSON rows) and its place. */
export interface LinkRecord {
  row: ContentLinkRow;
  at: LinkPosition;
}

/** Whether position `a` comes before `b` in the natural order (negative), after it, or is it (0). */
export function comparePositions(a: LinkPosition, b: LinkPosition): number {
  return a.order - b.order || a.id - b.id || a.index - b.index;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** A position as a cursor carries it (`r` of `server/src/paging/cursor.ts`): `[order, uid, id, index]`. */
export function positionTuple({ order, uid, id, index }: LinkPosition): [number, string, number, number] {
  return [order, uid, id, index];
}

/** Reads a cursor's position back (`positionTuple`); null when it is not one. */
export function positionFromTuple(raw: unknown): LinkPosition | null {
  if (!Array.isArray(raw) || raw.length !== 4) return null;
  const [order, uid, id, index] = raw as unknown[];
  if (!isCount(order) || typeof uid !== 'string' || !isCount(id) || !isCount(index)) return null;
  return { order, uid, id, index };
}

/**
 * The rows of one prepared page as objects, filtered as `encodePageRows` filters them (`kind`
 * again, `status`), each member what `encodePageRows` writes (`JSON.stringify` of the row is the
 * same text), in document order.
 */
export function pageRecords({ order, context, page }: TypePage): LinkRecord[] {
  const { type, plan } = context;
  const keep = context.statuses ? new Set<string>(context.statuses) : null;
  const { found, statuses, scanned, titles } = page;
  const records: LinkRecord[] = [];
  let owner = -1;
  let first = 0;
  for (let at = 0; at < found.links.length; at += 1) {
    if (found.owners[at] !== owner) {
      owner = found.owners[at];
      first = at;
    }
    const kind = found.kinds[at];
    const status = statuses[at];
    if (context.kind && kind !== context.kind) continue;
    if (keep && (status === null || !keep.has(status))) continue;
    const source = scanned[owner];
    const locale = type.localized ? (source.locale ?? null) : null;
    const link = found.links[at];
    const target = found.targets[at];
    const [isTestable, skipReason] = testability(kind, target, status);
    const row = {
      url: link.url,
      target,
      kind,
      content_type: type.uid,
      content_type_name: context.typeName,
      document_id: source.documentId,
      document_title: titles[owner],
      locale,
      field_path: link.fieldPath,
      field_label: found.labels[at] ?? link.fieldPath,
      link_text: link.text,
      edit_url: editUrl(context.adminUrl, type, source.documentId, locale),
      ...(plan ? { site_url: plan.siteUrlOf(source).site_url } : {}),
      is_testable: isTestable,
      skip_reason: skipReason,
      status,
      ...(found.movedTo?.has(at) ? { moved_to: found.movedTo.get(at) } : {}),
    } as ContentLinkRow;
    records.push({ row, at: { order, uid: type.uid, id: Number(source.id), index: at - first } });
  }
  return records;
}

/**
 * The content-links rows as objects, a page of the scan at a time, in natural order, from the
 * first row after `after` (null: from the first row). The scan resumes at `after`'s row
 * (`preparedLinkPages`), so the first rows cost a few keyset pages whatever came before.
 * @throws UnknownScanStart when `after` names a content type the run does not read
 */
export async function* linkRecords(
  strapi: Core.Strapi,
  query: LinkQuery,
  options: LinkRunOptions,
  after: LinkPosition | null,
): AsyncGenerator<LinkRecord[]> {
  const start = after ? { uid: after.uid, afterId: after.id - 1 } : null;
  for await (const prepared of preparedLinkPages(strapi, query, options, start)) {
    const records = pageRecords(prepared);
    yield after ? records.filter((record) => comparePositions(record.at, after) > 0) : records;
  }
}
