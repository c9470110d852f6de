import {
  isBrokenInternalLink,
  linkSearchText,
  linkTablesMarkdown,
  markdownCell,
  matchesSearch,
} from '@route-discovery/check-engine';
import {
  BROKEN_STATUSES,
  summaryResponseSchema,
  type ContentLinkRow,
  type ListCounts,
  type SummaryResponse,
} from '@route-discovery/contract';
import { startPlayground, type Playground } from '../helpers/playground';

const ENDPOINT = '/api/route-discovery/v1/content-links';
const ARTICLE = 'api::article.article';
const CATEGORY = 'api::category.category';

let playground: Playground;
let whole: ContentLinkRow[];

interface PageBody {
  links: ContentLinkRow[];
  count: number;
  metadata: { page: { size: number; sort: string | null; q: string | null; next_cursor: string | null } };
}

function get(query: Record<string, string>) {
  return playground.http.get(ENDPOINT).query(query).set('Authorization', `Bearer ${playground.apiKey}`);
}

/** Every page of a query, followed by its cursors. */
async function allPages(query: Record<string, string>): Promise<PageBody[]> {
  const pages: PageBody[] = [];
  let cursor: string | null = null;
  do {
    const response = await get({ ...query, ...(cursor ? { cursor } : {}) });
    expect(response.status).toBe(200);
    const body = response.body as PageBody;
    expect(body.count).toBe(body.links.length);
    pages.push(body);
    cursor = body.metadata.page.next_cursor;
  } while (cursor && pages.length < 500);
  return pages;
}

const rowsOf = (pages: PageBody[]) => pages.flatMap((page) => page.links);

/** The whole list sorted as the server documents it: code-unit order of the value, ties in list order. */
function sortedWhole(rows: ContentLinkRow[], key: keyof ContentLinkRow, direction: 1 | -1) {
  const value = (row: ContentLinkRow) => String(row[key] ?? '');
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const [x, y] = [value(a.row), value(b.row)];
      return direction * (x < y ? -1 : x > y ? 1 : 0) || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** Counts of rows as `counts=true` answers them. */
function countsOf(rows: ContentLinkRow[]): ListCounts {
  const by: Record<string, Record<string, number>> = { kind: {}, status: {}, content_type: {}, locale: {} };
  for (const row of rows)
    for (const facet of Object.keys(by)) {
      const value = String(row[facet as keyof ContentLinkRow] ?? 'none');
      by[facet][value] = (by[facet][value] ?? 0) + 1;
    }
  return { total: rows.length, testable: rows.filter((row) => row.is_testable).length, by };
}

beforeAll(async () => {
  playground = await startPlayground({
    env: {
      ROUTE_DISCOVERY_CONFIG: JSON.stringify({
        siteUrl: 'https://www.example.test',
        urlPatterns: { [ARTICLE]: { default: '/blog/[slug]', fr: '/fr/blog/[slug]' }, [CATEGORY]: '/[slug]' },
      }),
    },
  });
  const response = await get({});
  expect(response.status).toBe(200);
  whole = (response.body as { links: ContentLinkRow[] }).links;
  // Enough rows for several pages of 3 and documents whose links span a page boundary.
  expect(whole.length).toBeGreaterThan(12);
});

afterAll(async () => {
  await playground?.stop();
});

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

describe('summary', () => {
  const SUMMARY = '/api/route-discovery/v1/summary';
  const read = async (path: string, query: Record<string, string> = {}) => {
    const response = await playground.http
      .get(path)
      .query(query)
      .set('Authorization', `Bearer ${playground.apiKey}`);
    return response;
  };
  const summaryOf = async () => {
    const response = await read(SUMMARY);
    expect(response.status).toBe(200);
    return { body: response.body as SummaryResponse, bytes: Buffer.byteLength(response.text) };
  };

  it('gives the counts the whole lists give', async () => {
    const { body } = await summaryOf();
    expect(summaryResponseSchema.parse(body)).toEqual(body);
    const v1 = '/api/route-discovery/v1';
    const metadataOf = async (endpoint: string) =>
      (await read(`${v1}/${endpoint}`)).body.metadata as { total_count: number; testable_count: number };
    for (const [key, endpoint] of [
      ['backend', 'backend-urls'],
      ['frontend', 'frontend-urls'],
    ] as const) {
      const metadata = await metadataOf(endpoint);
      expect(body.summary[key]).toEqual({ total: metadata.total_count, testable: metadata.testable_count });
    }
    const graphql = await read(`${v1}/graphql`);
    expect(body.summary.graphql).toEqual(
      graphql.status === 404
        ? null
        : { total: graphql.body.metadata.total_count, testable: graphql.body.metadata.testable_count },
    );
    const broken = new Set<string>(BROKEN_STATUSES);
    expect(body.summary.links).toEqual({
      total: whole.length,
      testable: whole.filter((row) => row.is_testable).length,
      broken_internal: whole.filter((row) => isBrokenInternalLink(row, broken)).length,
    });
    expect(body.summary.links.broken_internal).toBeGreaterThan(0);
    const findings = (await read(`${v1}/exposure`)).body.findings as Array<{ severity: string }>;
    for (const severity of ['high', 'medium', 'low', 'info'])
      expect(body.summary.findings[severity as 'high']).toBe(
        findings.filter((finding) => finding.severity === severity).length,
      );
    const runs = (await read(`${v1}/runs`)).body.runs as unknown[];
    expect(body.summary.last_run).toEqual(runs[0] ?? null);
  });

  it('is cached while nothing changes, recounted in the background after content changes, and its size does not grow', async () => {
    const before = await summaryOf();
    expect(before.body.summary.counts_state).toBe('current');
    expect((await summaryOf()).body.summary.counted_at).toBe(before.body.summary.counted_at);
    const articles = playground.strapi.documents(ARTICLE);
    for (let index = 0; index < 40; index += 1)
      await articles.create({
        data: {
          title: `Summary growth ${index}`,
          slug: `summary-growth-${index}`,
          content: [
            {
              type: 'paragraph',
              children: [
                {
                  type: 'link',
                  url: `https://example.org/${index}`,
                  children: [{ type: 'text', text: 'x' }],
                },
              ],
            },
          ],
        } as never,
        status: 'published',
      });
    // The next visit does not wait for the walk: the last counts at once, marked as being
    // recounted (decision 0149)...
    const stale = await summaryOf();
    expect(stale.body.summary.counts_state).toBe('updating');
    expect(stale.body.summary.links).toEqual(before.body.summary.links);
    expect(stale.body.summary.counted_at).toBe(before.body.summary.counted_at);
    // ...and a later one has the new counts, once the one recount has landed.
    let after = stale;
    for (let attempt = 0; attempt < 100 && after.body.summary.counts_state !== 'current'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await summaryOf();
    }
    expect(after.body.summary.counts_state).toBe('current');
    expect(after.body.summary.links.total).toBe(before.body.summary.links.total + 40);
    expect(after.body.summary.counted_at).not.toBe(before.body.summary.counted_at);
    // Counts gain digits, nothing else: the widget's download does not grow with the site.
    expect(Math.abs(after.bytes - before.bytes)).toBeLessThan(16);
    expect(after.bytes).toBeLessThan(2048);
  });
});
