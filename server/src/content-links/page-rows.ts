import { SkipReason } from '@route-discovery/contract';
import type { ContentTypeInfo } from '../model/content-types';
import type { ScannedRow } from '../model/document-scan';
import type { TypeSitePlan } from '../site-pages';
import type { EncodedBatch, TextBatchEncoder } from '../streaming/encoded-batches';
import { editUrl } from '../model/edit-view';
import type { PageLinks } from './page-links';
import { documentPart, documentUrls, rowJson, RowParts, rowTail, type Testability } from './row-json';
import type { LinkKind, LinkStatus } from './types';

const TESTABLE: Testability = [true, ''];
const ANCHOR: Testability = [false, SkipReason.anchor];
const NOT_HTTP: Testability = [false, SkipReason.notHttp];
const NO_SITE_URL: Testability = [false, SkipReason.siteUrlMissing];
const PRIVATE: Testability = [false, SkipReason.authentication];

/**
 * `is_testable` and `skip_reason` of a classified link: http(s) targets and CMS paths are
 * testable, except private documents and site paths without a site URL; a bare documentId no
 * type holds is not an HTTP link. Returns one of the shared constants above.
 */
export function testability(kind: LinkKind, target: string, status: LinkStatus | null): Testability {
  if (kind === 'anchor') return ANCHOR;
  if (kind === 'mailto' || kind === 'tel' || kind === 'other') return NOT_HTTP;
  if (kind === 'site' && target.startsWith('/')) return NO_SITE_URL;
  if (status === 'private') return PRIVATE;
  if (!target.startsWith('/') && !/^https?:\/\//i.test(target)) return NOT_HTTP;
  return TESTABLE;
}

/** What the rows of a page name besides their links: the type, its site plan, the admin path. */
export interface PageRowContext {
  type: ContentTypeInfo;
  /** The type's display name (`model/document-names.ts`). */
  typeName: string;
  /** The type's `site_url` plan when `siteUrl` is configured, else null (no `site_url` member). */
  plan: Pick<TypeSitePlan, 'siteUrlOf'> | null;
  /** The admin panel's path or URL (`admin.url`). */
  adminUrl: string;
  /** The `kind` filter (applied again: a lookup may have left a link outside it), or null. */
  kind: LinkKind | null;
  /** The `status` filter (status-filter.ts), or null for every row. */
  statuses: readonly LinkStatus[] | null;
}

/**
 * Writes the rows of a page's links, in order, into `encoder` as JSON text (`row-json.ts`, the
 * members in the order of docs/api.md, "Content link rows"; `site_url` only when configured), and
 * yields a batch each time the encoder holds `batchRows` rows, so the caller sends it before the
 * next is built. The linking document's parts (`edit_url`, `site_url`) are worked out once per
 * document; a link's status is its offline decision. The caller finishes the last batch.
 * @param statuses each link's status (`decidePageLinks`), in order
 * @param titles each row's document title (`documentTitle`), in order
 * @param batchRows rows per yielded batch
 */
export function* encodePageRows(
  rows: readonly ScannedRow[],
  found: PageLinks,
  statuses: ReadonlyArray<LinkStatus | null>,
  titles: readonly string[],
  context: PageRowContext,
  encoder: TextBatchEncoder,
  batchRows: number,
): Generator<EncodedBatch> {
  const { type, plan } = context;
  const keep = context.statuses ? new Set<string>(context.statuses) : null;
  const parts = new RowParts();
  let owner = -1;
  let document = '';
  let urls = '';
  for (let at = 0; at < found.links.length; at += 1) {
    const kind = found.kinds[at];
    const status = statuses[at];
    if (context.kind && kind !== context.kind) continue;
    if (keep && (status === null || !keep.has(status))) continue;
    if (found.owners[at] !== owner) {
      owner = found.owners[at];
      const row = rows[owner];
      const locale = type.localized ? (row.locale ?? null) : null;
      document = documentPart(type.uid, context.typeName, row.documentId, titles[owner], locale);
      const siteUrl = plan ? plan.siteUrlOf(row).site_url : undefined;
      urls = documentUrls(editUrl(context.adminUrl, type, row.documentId, locale), siteUrl);
    }
    const link = found.links[at];
    const target = found.targets[at];
    const testable = testability(kind, target, status);
    const movedTo = found.movedTo?.get(at);
    encoder.add(
      rowJson(
        parts.head(link.url, target, kind),
        document,
        link.fieldPath,
        found.labels[at] ?? link.fieldPath,
        link.text,
        urls,
        movedTo === undefined
          ? parts.tail(testable, status)
          : rowTail(testable[0], testable[1], status, movedTo),
      ),
      testable[0],
    );
    if (encoder.size >= batchRows) yield encoder.finish();
  }
}
