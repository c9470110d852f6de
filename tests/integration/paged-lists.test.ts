import { csvLine } from '@route-discovery/check-engine';
import { EDITOR, startPlayground, type Playground } from '../helpers/playground';
import { runBody } from '../helpers/run-fixtures';

const V1 = '/api/route-discovery/v1';
const collator = new Intl.Collator('en');

type Row = Record<string, unknown>;
interface Page {
  count: number;
  metadata: { page: { size: number; sort: string | null; q: string | null; next_cursor: string | null } };
  [rows: string]: unknown;
}

/**
 * Pages of the v1 lists (docs/api.md, "Pages"): one playground, every document listed
 * (`pagesPerType: 0`, so frontend pages come from the keyset scan that resumes after a cursor).
 */
describe('paged v1 lists', () => {
  let playground: Playground;

  beforeAll(async () => {
    playground = await startPlayground({
      env: { ROUTE_DISCOVERY_CONFIG: JSON.stringify({ pagesPerType: 0 }) },
    });
  });

  afterAll(async () => {
    await playground?.stop();
  });

  const get = (endpoint: string, query: Record<string, string> = {}) =>
    playground.http.get(`${V1}/${endpoint}`).query(query).set('Authorization', `Bearer ${playground.apiKey}`);

  const whole = async (endpoint: string, key: string, query: Record<string, string> = {}) => {
    const response = await get(endpoint, query);
    expect(response.status).toBe(200);
    return response.body[key] as Row[];
  };

  /** Every page of a list, following `next_cursor`, each at most `size` rows. */
  const walk = async (endpoint: string, key: string, query: Record<string, string>, size = 7) => {
    const rows: Row[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 1000; pages += 1) {
      const response = await get(endpoint, {
        ...query,
        page_size: String(size),
        ...(cursor ? { cursor } : {}),
      });
      expect(response.status).toBe(200);
      const page = response.body as Page;
      const pageRows = page[key] as Row[];
      expect(page.count).toBe(pageRows.length);
      expect(pageRows.length).toBeLessThanOrEqual(size);
      rows.push(...pageRows);
      cursor = page.metadata.page.next_cursor;
      if (!cursor) return rows;
      expect(pageRows.length).toBe(size);
    }
    throw new Error('the pages never ended');
  };

  /** The rows sorted as the server sorts them: the collation, ties in natural order. */
  const sortedBy = (rows: Row[], value: (row: Row) => string, direction: 1 | -1) =>
    rows
      .map((row, index) => ({ row, index }))
      .sort((a, b) => direction * collator.compare(value(a.row), value(b.row)) || a.index - b.index)
      .map(({ row }) => row);

  it('walks backend-urls page by page into exactly the whole list, natural and sorted', async () => {
    const all = await whole('backend-urls', 'urls');
    expect(all.length).toBeGreaterThan(30);
    expect(await walk('backend-urls', 'urls', {}, 20)).toEqual(all);
    expect(await walk('backend-urls', 'urls', { sort: 'path:desc' }, 25)).toEqual(
      sortedBy(all, (row) => String(row.route), -1),
    );
    const statics = await whole('backend-urls', 'urls', { filter: 'static' });
    expect(await walk('backend-urls', 'urls', { filter: 'static' }, 50)).toEqual(statics);
  });

  it('walks frontend-urls (document pages resumed after the cursor, then route rows) into the whole list', async () => {
    const all = await whole('frontend-urls', 'urls');
    const pages = all.filter((row) => row.source === 'page');
    expect(pages.length).toBeGreaterThan(7);
    expect(await walk('frontend-urls', 'urls', {}, 3)).toEqual(all);
    expect(await walk('frontend-urls', 'urls', { filter: 'pages' }, 2)).toEqual(pages);
    expect(await walk('frontend-urls', 'urls', { sort: 'label:asc' }, 20)).toEqual(
      sortedBy(all, (row) => String(row.source === 'page' ? row.page_title || row.name : row.name), 1),
    );
  });

  it('searches the whole list: a word only a later row holds is found on page 1', async () => {
    const all = await whole('backend-urls', 'urls');
    const late = all.slice(20).find((row) => all.filter((other) => other.route === row.route).length === 1);
    expect(late).toBeDefined();
    const word = String(late?.route).toUpperCase();
    const response = await get('backend-urls', { q: word, page_size: '5' });
    expect(response.status).toBe(200);
    expect((response.body.urls as Row[]).map((row) => row.route)).toContain(late?.route);
    expect(response.body.metadata.page).toMatchObject({ size: 5, q: word, sort: null });
    const testable = await walk('backend-urls', 'urls', { testable: 'true' }, 100);
    expect(testable).toEqual(all.filter((row) => row.is_testable));
  });

  it('answers 400 with the error body for a bad page_size, sort or cursor, or a cursor of another query', async () => {
    const first = await get('backend-urls', { page_size: '5', filter: 'static' });
    const cursor = first.body.metadata.page.next_cursor as string;
    expect(cursor).toEqual(expect.any(String));
    const refused: Array<Record<string, string>> = [
      { page_size: '0' },
      { page_size: '501' },
      { sort: 'colour:asc' },
      { cursor: 'not-a-cursor' },
      { cursor, filter: 'parameterized' },
      { cursor, filter: 'static', q: 'admin' },
      { cursor, filter: 'static', sort: 'path:asc' },
    ];
    for (const query of refused) {
      const response = await get('backend-urls', query);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        data: null,
        error: { status: 400, name: 'ValidationError', message: expect.any(String), details: {} },
      });
    }
    expect((await get('backend-urls', { cursor, filter: 'static' })).status).toBe(200);
  });

  it('counts without rows: equal to the whole list counts, per facet', async () => {
    const all = await whole('frontend-urls', 'urls');
    const response = await get('frontend-urls', { counts: 'true' });
    expect(response.status).toBe(200);
    expect(response.body.urls).toBeUndefined();
    const facet = (name: string) => {
      const counts: Record<string, number> = {};
      for (const row of all) counts[String(row[name])] = (counts[String(row[name])] ?? 0) + 1;
      return counts;
    };
    // Page rows are counted in SQL here (no q, pagesPerType 0): the same figures as the rows.
    expect(response.body).toMatchObject({
      total: all.length,
      testable: all.filter((row) => row.is_testable).length,
      by: { group: facet('source'), page_type: facet('page_type'), method: facet('method') },
    });
    expect(response.body.metadata.total_count).toBe(all.length);
    const searched = await get('frontend-urls', { counts: 'true', q: 'articles' });
    expect(searched.body.total).toBe((await walk('frontend-urls', 'urls', { q: 'articles' }, 500)).length);
  });

  it('exports the filtered, searched list as JSON, CSV and Markdown attachments', async () => {
    const all = await whole('backend-urls', 'urls', { filter: 'parameterized' });
    const json = await get('backend-urls', { filter: 'parameterized', format: 'json' });
    expect(json.status).toBe(200);
    expect(json.headers['content-disposition']).toBe('attachment; filename="backend-urls.json"');
    expect(JSON.parse(json.text)).toEqual(all);
    const csv = await get('backend-urls', { filter: 'parameterized', format: 'csv' });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const columns = ['method', 'route', 'resolved_route', 'name', 'namespace', 'view_name', 'page_type'];
    const lines = csv.text.split('\r\n');
    expect(lines.length).toBe(all.length + 2);
    expect(`${lines[1]}\r\n`.startsWith(csvLine(columns.map((column) => all[0][column])).slice(0, -2))).toBe(
      true,
    );
    const markdown = await get('backend-urls', { filter: 'parameterized', format: 'markdown' });
    expect(markdown.headers['content-disposition']).toMatch(/filename="backend-urls\.md"/);
    expect(markdown.text.trimEnd().split('\n').length).toBe(all.length + 2);
    const sorted = await get('backend-urls', { format: 'json', sort: 'method:asc', q: 'content' });
    expect(JSON.parse(sorted.text)).toEqual(
      await walk('backend-urls', 'urls', { sort: 'method:asc', q: 'content' }, 500),
    );
  });

  it('pages exposure routes and content types, and graphql operations by kind', async () => {
    const report = (await get('exposure')).body as { routes: Row[]; content_types: Row[] };
    expect(await walk('exposure', 'routes', { list: 'routes' }, 10)).toEqual(report.routes);
    const publicRoutes = report.routes.filter((row) => row.access === 'public');
    expect(await walk('exposure', 'routes', { list: 'routes', access: 'public' }, 4)).toEqual(publicRoutes);
    expect(await walk('exposure', 'content_types', { list: 'content_types' }, 2)).toEqual(
      report.content_types,
    );
    const first = await get('exposure', { list: 'routes' });
    expect(first.body.metadata.page.size).toBe(100);
    expect((await get('exposure', { list: 'findings' })).status).toBe(400);
    const operations = await whole('graphql', 'operations');
    expect(await walk('graphql', 'operations', { kind: 'query' }, 9)).toEqual(
      operations.filter((row) => row.kind === 'query'),
    );
  });

  it('pages runs newest first, keyset on the id', async () => {
    for (let run = 0; run < 5; run += 1) {
      const posted = await playground.http
        .post(`${V1}/runs`)
        .set('Authorization', `Bearer ${playground.apiKey}`)
        .send(runBody({ duration_ms: run }) as object);
      expect(posted.status).toBe(201);
    }
    const runs = await whole('runs', 'runs');
    expect(await walk('runs', 'runs', {}, 2)).toEqual(runs);
    expect(await walk('runs', 'runs', { sort: 'created_at:asc' }, 2)).toEqual(
      sortedBy(runs, (row) => String(row.received_at), 1),
    );
  });

  it('export-url: a single-use ticket for an admin session, refused without one', async () => {
    const body = { list: 'backend-urls', query: { filter: 'static', format: 'csv' } };
    expect((await playground.http.post('/route-discovery/export-url').send(body)).status).toBe(401);
    const editor = await playground.adminToken(EDITOR);
    const refused = await playground.http
      .post('/route-discovery/export-url')
      .set('Authorization', `Bearer ${editor}`)
      .send(body);
    expect(refused.status).toBe(403);
    const token = await playground.adminToken();
    const bad = await playground.http
      .post('/route-discovery/export-url')
      .set('Authorization', `Bearer ${token}`)
      .send({ list: 'backend-urls', query: {} });
    expect(bad.status).toBe(400);
    const minted = await playground.http
      .post('/route-discovery/export-url')
      .set('Authorization', `Bearer ${token}`)
      .send(body);
    expect(minted.status).toBe(200);
    const { url, expires_at: expiresAt } = minted.body.data as { url: string; expires_at: string };
    expect(url.startsWith(`${V1}/backend-urls?`)).toBe(true);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
    // The ticket opens exactly that query: another one is refused (and does not spend it).
    const other = url.replace('filter=static', 'filter=parameterized');
    expect((await playground.http.get(other)).status).toBe(403);
    const download = await playground.http.get(url);
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="backend-urls.csv"');
    const statics = await whole('backend-urls', 'urls', { filter: 'static' });
    expect(download.text.split('\r\n').length).toBe(statics.length + 2);
    expect((await playground.http.get(url)).status).toBe(403);
  });
});
