import { type ContentLinkRow, type ListCounts } from '@route-discovery/contract';
import {
  linkSearchText,
  linkTablesMarkdown,
  markdownCell,
  matchesSearch,
} from '@route-discovery/check-engine';
import {
  playground,
  whole,
  PageBody,
  get,
  allPages,
  rowsOf,
  sortedWhole,
  countsOf,
} from '../helpers/content-links-pages-suite';

/**
 * `v1/content-links` pages and exports (docs/api.md, "Pages"). The summary:
 * content-links-pages-summary.part.ts.
 */

describe('content-links pages', () => {
  it.each([['3'], ['5'], ['500']])(
    'walking every page of %s rows gives the whole list, row for row',
    async (size) => {
      const pages = await allPages({ page_size: size });
      expect(rowsOf(pages)).toEqual(whole);
      expect(pages[pages.length - 1].metadata.page.next_cursor).toBeNull();
      expect(pages[0].metadata.page).toMatchObject({ size: Number(size), sort: null, q: null });
    },
  );

  it('keeps the filters on every page (scope=all, kind=document)', async () => {
    const query = { scope: 'all', kind: 'document' };
    const list = ((await get(query)).body as { links: ContentLinkRow[] }).links;
    expect(rowsOf(await allPages({ ...query, page_size: '4' }))).toEqual(list);
  });

  it.each([
    ['url', 'asc'],
    ['url', 'desc'],
    ['status', 'desc'],
    ['field_path', 'asc'],
    ['locale', 'asc'],
    ['kind', 'desc'],
  ] as const)('sorted by %s:%s, the pages are the whole list sorted', async (key, direction) => {
    const pages = await allPages({ page_size: '4', sort: `${key}:${direction}` });
    expect(rowsOf(pages)).toEqual(sortedWhole(whole, key, direction === 'asc' ? 1 : -1));
    expect(pages[0].metadata.page.sort).toBe(`${key}:${direction}`);
  });

  it('finds on page 1 a search term only a later row holds', async () => {
    const late = whole[whole.length - 1];
    const term = late.document_id;
    const firstPageIds = whole.slice(0, 3).map((row) => row.document_id);
    expect(firstPageIds).not.toContain(term);
    const body = (await get({ page_size: '3', q: term.toUpperCase() })).body as PageBody;
    expect(body.links.length).toBeGreaterThan(0);
    expect(body.links).toContainEqual(late);
    expect(body.metadata.page.q).toBe(term.toUpperCase());
    const kept = whole.filter((row) => matchesSearch(linkSearchText(row), term));
    expect(rowsOf(await allPages({ page_size: '3', q: term }))).toEqual(kept);
  });

  it('applies several search words and testable=true, on pages and on the whole list', async () => {
    const query = { q: 'api articles', testable: 'true' };
    const kept = whole.filter((row) => row.is_testable && matchesSearch(linkSearchText(row), query.q));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(whole.length);
    expect(rowsOf(await allPages({ ...query, page_size: '2' }))).toEqual(kept);
    const list = (await get(query)).body as { links: ContentLinkRow[]; count: number };
    expect(list.links).toEqual(kept);
    expect(list.count).toBe(kept.length);
  });

  it('counts what the whole list holds, without rows', async () => {
    const body = (await get({ counts: 'true' })).body as { counts: ListCounts; links?: unknown };
    expect(body.links).toBeUndefined();
    expect(body.counts).toEqual(countsOf(whole));
    const filtered = (await get({ counts: 'true', kind: 'document', q: 'page' })).body as {
      counts: ListCounts;
    };
    const kept = whole.filter((row) => row.kind === 'document' && matchesSearch(linkSearchText(row), 'page'));
    expect(filtered.counts).toEqual(countsOf(kept));
  });

  it.each([
    [{ page_size: '0' }, 'page_size'],
    [{ page_size: '501' }, 'page_size'],
    [{ page_size: 'ten' }, 'page_size'],
    [{ page_size: '3', sort: 'document_id:asc' }, 'sort'],
    [{ page_size: '3', sort: 'url' }, 'sort'],
    [{ cursor: 'not-a-cursor' }, 'cursor'],
    [{ q: 'x'.repeat(201) }, 'q'],
    [{ format: 'xml' }, 'format'],
  ])('answers 400 to %j', async (query, parameter) => {
    const response = await get(query as Record<string, string>);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ name: 'ValidationError', details: { parameter } });
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.js|\/work\//);
  });

  it('refuses a cursor given for other filters, search or sort', async () => {
    const first = (await get({ page_size: '3' })).body as PageBody;
    const cursor = first.metadata.page.next_cursor as string;
    const others: Array<Record<string, string>> = [{ kind: 'media' }, { q: 'api' }, { sort: 'url:asc' }];
    for (const other of others) {
      const response = await get({ page_size: '3', cursor, ...other });
      expect(response.status).toBe(400);
    }
    expect((await get({ page_size: '3', cursor })).status).toBe(200);
  });
});

describe('content-links exports', () => {
  it('streams JSON: the whole list as a download', async () => {
    const response = await get({ format: 'json' }).buffer(true);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="content-links.json"');
    expect(JSON.parse(response.text)).toEqual(whole);
  });

  it('streams CSV per RFC 4180, with the filters and search applied', async () => {
    const response = await get({ format: 'csv', kind: 'document', q: 'page' }).buffer(true);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const kept = whole.filter((row) => row.kind === 'document' && matchesSearch(linkSearchText(row), 'page'));
    const records = response.text.split('\r\n');
    expect(records[0]).toBe(
      'content_type,content_type_name,document_id,document_title,locale,field_path,field_label,link_text,url,target,kind,status,edit_url',
    );
    expect(records).toHaveLength(kept.length + 2);
    expect(records[records.length - 1]).toBe('');
    expect(records[1]).toBe(
      [kept[0].content_type, kept[0].content_type_name, kept[0].document_id, kept[0].document_title]
        .concat([kept[0].locale ?? '', kept[0].field_path, kept[0].field_label])
        .concat([kept[0].link_text, kept[0].url, kept[0].target, kept[0].kind, kept[0].status ?? ''])
        .concat([kept[0].edit_url])
        .map((field) => (/[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field))
        .join(','),
    );
  });

  it('streams Markdown: the admin export tables, grouped by document', async () => {
    const response = await get({ format: 'markdown' }).buffer(true);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="content-links.md"');
    const tables = linkTablesMarkdown(whole, {
      headingLevel: 2,
      origin: playground.baseUrl,
      columns: [
        ['kind', (row: ContentLinkRow) => row.kind],
        ['status', (row: ContentLinkRow) => markdownCell(row.status ?? '')],
      ],
    });
    expect(response.text).toBe(`${['# Content links', ...tables, ''].join('\n')}\n`);
  });
});
