import type { LinkKind, LinkStatus } from './types';

/**
 * The JSON text of content-link rows (docs/api.md, "Content link rows"), written from parts that
 * repeat: a link's `url`, `target` and `kind` recur on every page that names the URL, a
 * document's `content_type`, `document_id`, their names, `locale`, `edit_url` and `site_url` on each of its
 * links, and the three last members take a handful of values. Each part is encoded once with
 * `JSON.stringify` and the row is their concatenation, member for member and byte for byte what
 * `JSON.stringify` gives for the row object (the unit test checks it); only `field_path`,
 * `field_label` and `link_text` are encoded per row. No row object is made: at 100,000 documents (1.2 million rows)
 * this halves the encoding time and leaves nothing per row for the garbage collector.
 */

const quote = (value: string | null): string => JSON.stringify(value);

/** `{"url":…,"target":…,"kind":…` of one link. */
export function linkHead(url: string, target: string, kind: LinkKind): string {
  return `{"url":${quote(url)},"target":${quote(target)},"kind":${quote(kind)}`;
}

/**
 * `,"content_type":…,"content_type_name":…,"document_id":…,"document_title":…,"locale":…,"field_path":`
 * of the linking document (its names: `model/document-names.ts`).
 */
export function documentPart(
  contentType: string,
  contentTypeName: string,
  documentId: string,
  documentTitle: string,
  locale: string | null,
): string {
  return `,"content_type":${quote(contentType)},"content_type_name":${quote(contentTypeName)},"document_id":${quote(documentId)},"document_title":${quote(documentTitle)},"locale":${quote(locale)},"field_path":`;
}

/**
 * `,"edit_url":…` and, when the document's `site_url` is configured (not undefined), `,"site_url":…`.
 * @param siteUrl the document's page, null when it has none, undefined when `siteUrl` is not configured
 */
export function documentUrls(edit: string, siteUrl: string | null | undefined): string {
  const editPart = `,"edit_url":${quote(edit)}`;
  return siteUrl === undefined ? editPart : `${editPart},"site_url":${quote(siteUrl)}`;
}

/**
 * `,"is_testable":…,"skip_reason":…,"status":…}`: the row's last members and its closing brace,
 * with `,"moved_to":…` after `status` for a link to a moved URL.
 */
export function rowTail(
  testable: boolean,
  skipReason: string,
  status: LinkStatus | null,
  movedTo?: string,
): string {
  const moved = movedTo === undefined ? '' : `,"moved_to":${quote(movedTo)}`;
  return `,"is_testable":${testable},"skip_reason":${quote(skipReason)},"status":${quote(status)}${moved}}`;
}

/**
 * One row's text from its parts: `linkHead`, `documentPart`, then `field_path`, `field_label` and
 * `link_text`, `documentUrls` and `rowTail`.
 */
export function rowJson(
  head: string,
  document: string,
  fieldPath: string,
  fieldLabel: string,
  linkText: string,
  urls: string,
  tail: string,
): string {
  return `${head}${document}${quote(fieldPath)},"field_label":${quote(fieldLabel)},"link_text":${quote(linkText)}${urls}${tail}`;
}

/** A link's `is_testable` and `skip_reason`, one of a few shared constants (`page-rows.ts`). */
export type Testability = readonly [testable: boolean, skipReason: string];

/**
 * The parts a page's rows share, encoded on first use: link heads by URL (kept while the target
 * and kind stay those of the first use: a lookup may change them for one link), row tails by
 * testability constant and status. One per page, so it holds no more than the page's distinct URLs.
 */
export class RowParts {
  private heads = new Map<string, { target: string; kind: LinkKind; head: string }>();
  private tails = new Map<Testability, Map<LinkStatus | null, string>>();

  /** `linkHead` of a link, from the cache when the URL's target and kind are the same. */
  head(url: string, target: string, kind: LinkKind): string {
    const known = this.heads.get(url);
    if (known && known.target === target && known.kind === kind) return known.head;
    const head = linkHead(url, target, kind);
    if (!known) this.heads.set(url, { target, kind, head });
    return head;
  }

  /** `rowTail`, from the cache (keyed by the testability constant itself, then the status). */
  tail(testability: Testability, status: LinkStatus | null): string {
    let byStatus = this.tails.get(testability);
    if (!byStatus) {
      byStatus = new Map();
      this.tails.set(testability, byStatus);
    }
    let tail = byStatus.get(status);
    if (tail === undefined) {
      tail = rowTail(testability[0], testability[1], status);
      byStatus.set(status, tail);
    }
    return tail;
  }
}
