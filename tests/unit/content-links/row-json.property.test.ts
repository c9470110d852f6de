import fc from 'fast-check';
import { documentPart, documentUrls, rowJson, RowParts } from '../../../server/src/content-links/row-json';
import { encodePageRows, testability } from '../../../server/src/content-links/page-rows';
import type { PageLinks } from '../../../server/src/content-links/page-links';
import type { ContentLinkRow, LinkKind, LinkStatus } from '../../../server/src/content-links/types';
import { LINK_KINDS } from '../../../server/src/content-links/types';
import {
  encodeRows,
  TextBatchEncoder,
  type EncodedBatch,
} from '../../../server/src/streaming/encoded-batches';

const statuses: Array<LinkStatus | null> = [null, 'ok', 'draft-only', 'deleted', 'locale-missing', 'private'];
// Any string, lone surrogates and control characters included: what content may hold.
const text = fc.string({ unit: 'binary' });

const row = fc.record({
  url: text,
  target: text,
  kind: fc.constantFrom(...LINK_KINDS),
  content_type: text,
  content_type_name: text,
  document_id: text,
  document_title: text,
  locale: fc.option(text, { nil: null }),
  field_path: text,
  field_label: text,
  link_text: text,
  edit_url: text,
  site_url: fc.option(fc.option(text, { nil: null }), { nil: undefined }),
  status: fc.constantFrom(...statuses),
});

/** The batches as the envelope writes them: each batch's text, joined by commas. */
const joined = (batches: EncodedBatch[]) =>
  batches
    .filter((batch) => batch.rows > 0)
    .map((batch) => Buffer.concat(batch.chunks).toString())
    .join(',');

describe('content-link row text (row-json.ts)', () => {
  it('is byte for byte JSON.stringify of the row object, site_url present or not', () => {
    fc.assert(
      fc.property(row, (value) => {
        const parts = new RowParts();
        const [testable, skip] = testability(value.kind, value.target, value.status);
        const object: Record<string, unknown> = {
          url: value.url,
          target: value.target,
          kind: value.kind,
          content_type: value.content_type,
          content_type_name: value.content_type_name,
          document_id: value.document_id,
          document_title: value.document_title,
          locale: value.locale,
          field_path: value.field_path,
          field_label: value.field_label,
          link_text: value.link_text,
          edit_url: value.edit_url,
          ...(value.site_url === undefined ? {} : { site_url: value.site_url }),
          is_testable: testable,
          skip_reason: skip,
          status: value.status,
        };
        // Twice through the same parts: the second row comes from the caches.
        for (let time = 0; time < 2; time += 1) {
          const json = rowJson(
            parts.head(value.url, value.target, value.kind),
            documentPart(
              value.content_type,
              value.content_type_name,
              value.document_id,
              value.document_title,
              value.locale,
            ),
            value.field_path,
            value.field_label,
            value.link_text,
            documentUrls(value.edit_url, value.site_url),
            parts.tail(testability(value.kind, value.target, value.status), value.status),
          );
          expect(json).toBe(JSON.stringify(object));
        }
      }),
    );
  });

  it('does not reuse a link head once a lookup changed the target or kind of the same URL', () => {
    const parts = new RowParts();
    const first = parts.head('abc123', 'abc123', 'other');
    const looked = parts.head('abc123', '/api/articles/abc123', 'document');
    expect(JSON.parse(`${first}}`)).toEqual({ url: 'abc123', target: 'abc123', kind: 'other' });
    expect(JSON.parse(`${looked}}`)).toEqual({
      url: 'abc123',
      target: '/api/articles/abc123',
      kind: 'document',
    });
    expect(parts.head('abc123', 'abc123', 'other')).toBe(first);
  });

  it('writes a page in batches whose bytes are those of BatchEncoder on the row objects', () => {
    const kinds: LinkKind[] = ['document', 'external', 'media', 'mailto', 'document'];
    const found: PageLinks = {
      links: kinds.map((_kind, at) => ({
        url: `/u/${at % 2}`,
        fieldPath: `content[${at}]`,
        text: `t"${at}\n`,
      })),
      kinds,
      targets: kinds.map((kind, at) => (kind === 'external' ? 'https://x.test/' : `/u/${at % 2}`)),
      owners: [0, 0, 1, 1, 1],
      asks: [],
      questions: [],
      lookups: [],
      labels: kinds.map((_kind, at) => `Content › paragraph ${at + 1}`),
      media: kinds.map(() => null),
    };
    const status: Array<LinkStatus | null> = ['ok', null, 'deleted', null, 'draft-only'];
    const scanned = [
      { documentId: 'd1', locale: 'en' },
      { documentId: 'd2', locale: 'fr' },
    ];
    const type = { uid: 'api::article.article', kind: 'collectionType', localized: true } as never;
    const context = { type, typeName: 'Article', plan: null, adminUrl: '/admin', kind: null, statuses: null };
    const encoder = new TextBatchEncoder();
    const batches = [
      ...encodePageRows(scanned, found, status, ['One', 'Two'], context, encoder, 2),
      encoder.finish(),
    ];
    expect(batches.map((batch) => batch.rows)).toEqual([2, 2, 1]);
    const written = JSON.parse(`[${joined(batches)}]`) as ContentLinkRow[];
    expect(
      written.map((entry) => [
        entry.document_id,
        entry.document_title,
        entry.locale,
        entry.status,
        entry.is_testable,
      ]),
    ).toEqual([
      ['d1', 'One', 'en', 'ok', true],
      ['d1', 'One', 'en', null, true],
      ['d2', 'Two', 'fr', 'deleted', true],
      ['d2', 'Two', 'fr', null, false],
      ['d2', 'Two', 'fr', 'draft-only', true],
    ]);
    expect(written[4].field_label).toBe('Content › paragraph 5');
    // The same rows as objects through BatchEncoder: the same bytes, the same testable count.
    const objects = encodeRows(written);
    expect(joined(batches)).toBe(joined([objects]));
    expect(batches.reduce((sum, b) => sum + b.testable, 0)).toBe(objects.testable);
  });
});
