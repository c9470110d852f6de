import {
  csvRecord,
  isBrokenInternalLink,
  linkSearchText,
  matchesSearch,
  searchWords,
} from '@route-discovery/check-engine';
import { BROKEN_STATUSES, type ContentLinkRow } from '@route-discovery/contract';
import {
  decodeCursor,
  encodeCursor,
  InvalidCursor,
  queryHash,
} from '../../../server/src/content-links/link-cursor';
import { linkCounts, naturalPage, sortedPage, sortValue } from '../../../server/src/content-links/link-list';
import type { LinkRecord } from '../../../server/src/content-links/link-records';

/** A row with the given url, status and locale; the rest fixed. */
const row = (url: string, status: ContentLinkRow['status'], locale: string | null = 'en'): ContentLinkRow =>
  ({
    url,
    target: url,
    kind: 'document',
    content_type: 'api::article.article',
    document_id: 'doc1',
    locale,
    field_path: 'content[0]',
    link_text: 'Read more',
    edit_url: '/admin/x',
    is_testable: status !== 'deleted',
    skip_reason: '',
    status,
  }) as ContentLinkRow;

/** Records in natural order, in scan pages of `per` records. */
function scanOf(rows: ContentLinkRow[], per = 3): LinkRecord[][] {
  const records = rows.map((value, index) => ({
    row: value,
    at: { order: 0, uid: 'api::article.article', id: Math.floor(index / 2) + 1, index: index % 2 },
  }));
  const pages: LinkRecord[][] = [];
  for (let at = 0; at < records.length; at += per) pages.push(records.slice(at, at + per));
  return pages;
}

async function* iterate(pages: LinkRecord[][]) {
  for (const page of pages) yield page;
}

const EVERY = { words: [], testableOnly: false };
const statuses: Array<ContentLinkRow['status']> = ['ok', 'deleted', null, 'draft-only', 'ok'];
const rows = Array.from({ length: 23 }, (_, index) =>
  row(`/api/articles/${(index * 7) % 9}`, statuses[index % statuses.length], index % 4 ? 'en' : null),
);

describe('the shared search rule', () => {
  it('keeps rows holding every word, any case; a blank search keeps all', () => {
    const text = linkSearchText(row('https://Example.org/Page', 'ok', 'fr'));
    expect(matchesSearch(text, 'example PAGE')).toBe(true);
    expect(matchesSearch(text, 'example other')).toBe(false);
    expect(matchesSearch(text, 'fr  article')).toBe(true);
    expect(matchesSearch(text, '   ')).toBe(true);
    expect(searchWords('  A  b ')).toEqual(['a', 'b']);
  });

  it('counts broken internal links only for internal kinds with a broken status', () => {
    const broken = new Set<string>(BROKEN_STATUSES);
    expect(isBrokenInternalLink({ kind: 'media', status: 'deleted' }, broken)).toBe(true);
    expect(isBrokenInternalLink({ kind: 'document', status: 'ok' }, broken)).toBe(false);
    expect(isBrokenInternalLink({ kind: 'external', status: 'deleted' }, broken)).toBe(false);
    expect(isBrokenInternalLink({ kind: 'api', status: null }, broken)).toBe(false);
  });

  it('writes CSV records per RFC 4180', () => {
    expect(csvRecord({ a: 'x,y', b: 'say "hi"', c: null }, ['a', 'b', 'c'])).toBe('"x,y","say ""hi""",\r\n');
  });
});

describe('content-links cursors', () => {
  const at = { order: 1, uid: 'api::article.article', id: 42, index: 3 };

  it('reads back what it wrote, for the same query only', () => {
    const hash = queryHash([{ kind: null }, [], false, null]);
    const text = encodeCursor({ at, value: null }, hash);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text, hash, false)).toEqual({ at, value: null });
    expect(() => decodeCursor(text, queryHash([{ kind: 'media' }, [], false, null]), false)).toThrow(
      InvalidCursor,
    );
    expect(() => decodeCursor(text, hash, true)).toThrow(InvalidCursor);
  });

  it.each([
    '',
    'abc',
    Buffer.from('{"h":"x","p":[1,"u",-1,0]}').toString('base64url'),
    Buffer.from('[]').toString('base64url'),
  ])('refuses %j', (text) => {
    expect(() => decodeCursor(text, 'x', false)).toThrow(InvalidCursor);
  });
});

describe('pages over a scan', () => {
  it('natural pages of 4 following their last positions give every row', async () => {
    const pages = scanOf(rows);
    const first = await naturalPage(iterate(pages), EVERY, 4);
    expect(first.records.map((record) => record.row)).toEqual(rows.slice(0, 4));
    expect(first.more).toBe(true);
    const all = await naturalPage(iterate(pages), EVERY, 500);
    expect(all.more).toBe(false);
  });

  it.each([1, -1] as const)(
    'sorted pages (direction %d) walk the list sorted, ties in list order',
    async (direction) => {
      const sort = { key: 'url' as const, direction };
      const expected = rows
        .map((value, index) => ({ value, index }))
        .sort((a, b) => {
          const [x, y] = [a.value.url, b.value.url];
          return direction * (x < y ? -1 : x > y ? 1 : 0) || a.index - b.index;
        })
        .map(({ value }) => value);
      const seen: ContentLinkRow[] = [];
      let after: { value: string; at: LinkRecord['at'] } | null = null;
      for (let guard = 0; guard < 20; guard += 1) {
        const page = await sortedPage(iterate(scanOf(rows)), EVERY, 4, sort, after);
        seen.push(...page.records.map((record) => record.row));
        if (!page.more) break;
        const last = page.records[page.records.length - 1];
        after = { value: sortValue(last.row, sort), at: last.at };
      }
      expect(seen).toEqual(expected);
    },
  );

  it('counts rows per facet, null values under none', async () => {
    const counts = await linkCounts(iterate(scanOf(rows)), EVERY);
    expect(counts.total).toBe(rows.length);
    expect(counts.testable).toBe(rows.filter((value) => value.is_testable).length);
    expect(counts.by.status.none).toBe(rows.filter((value) => value.status === null).length);
    expect(counts.by.locale.none).toBe(rows.filter((value) => value.locale === null).length);
    expect(counts.by.kind).toEqual({ document: rows.length });
  });
});
