import { ENDPOINT, playground, rows, fetchRows } from '../helpers/frontend-urls-suite';
// The suite's other half, on this file's one playground: its tests run first (decision 0254).
import './frontend-urls-pages.part';

/**
 * `v1/frontend-urls` (docs/api.md): its filters and envelope, and the resolver rows (content-API
 * routes). Page rows: frontend-urls-pages.part.ts.
 */

describe('frontend-urls filters and envelope (docs/api.md)', () => {
  it.each([
    [undefined, null],
    ['pages', 'pages'],
    ['resolver', 'resolver'],
    ['everything', null],
  ])('filter=%s is applied as %s', async (filter, applied) => {
    const body = await fetchRows(filter === undefined ? {} : { filter });
    expect(body.metadata.applied_filter).toBe(applied);
    expect(body.count).toBe(body.urls.length);
    expect(body.metadata.total_count).toBe(body.count);
    expect(Number(body.metadata.testable_count) + Number(body.metadata.untestable_count)).toBe(body.count);
    if (applied === 'pages') expect(body.urls.every((row) => row.source === 'page')).toBe(true);
    if (applied === 'resolver') expect(body.urls.every((row) => row.source === 'resolver')).toBe(true);
    if (applied === null) expect(body.count).toBe(rows.length);
  });

  it('serves the same access rules as backend-urls', async () => {
    expect((await playground.http.get(ENDPOINT)).status).toBe(401);
    expect((await playground.http.get(ENDPOINT).set('Authorization', 'Bearer nope')).status).toBe(403);
  });
});

describe('resolver rows', () => {
  it('lists every content-API route once per method and path, without the plugin own routes', () => {
    const resolverRows = rows.filter((row) => row.source === 'resolver');
    const keys = resolverRows.map((row) => `${row.method} ${row.url}`);
    expect(new Set(keys).size).toBe(keys.length);
    const mounted = new Set(
      playground.strapi.server
        .listRoutes()
        .map((layer) => layer.path)
        .filter((path) => path.startsWith('/api/') && !path.startsWith('/api/route-discovery/')),
    );
    const listed = new Set(resolverRows.map((row) => row.url));
    expect([...mounted].filter((path) => !listed.has(path))).toEqual([]);
    expect([...listed].filter((path) => !mounted.has(path))).toEqual([]);
  });

  it('resolves :id to a published public documentId and names the handler', async () => {
    const findOne = rows.find(
      (row) => row.source === 'resolver' && row.url === '/api/articles/:id' && row.method === 'GET',
    );
    expect(findOne).toMatchObject({
      name: 'api::article.article.findOne',
      is_testable: true,
      skip_reason: '',
    });
    const documentId = findOne?.resolved_url.split('/').pop();
    const published = await playground.strapi.db
      .query('api::article.article')
      .findOne({ where: { documentId, publishedAt: { $notNull: true } } });
    expect(published).not.toBeNull();
  });

  it('marks routes the Public role cannot call as Requires authentication, and they refuse anonymous calls', async () => {
    const locked = rows.filter((row) => row.skip_reason === 'Requires authentication');
    expect(locked.map((row) => row.url)).toEqual(
      expect.arrayContaining(['/api/internal-notes', '/api/internal-notes/:id']),
    );
    for (const row of locked) {
      const response = await playground.http.get(row.resolved_url || row.url);
      expect([401, 403]).toContain(response.status);
    }
  });

  it('reads required query parameters from the request schema', () => {
    const search = rows.find((row) => row.source === 'resolver' && row.url === '/api/articles/search');
    expect(search).toMatchObject({
      is_testable: false,
      skip_reason: 'Requires query parameters',
      query_params: {},
    });
    const post = rows.find((row) => row.method === 'POST' && row.url.startsWith('/api/articles/'));
    expect(post?.skip_reason).toBe('Requires POST request');
  });

  it('infers an enum query parameter: the feed row is testable with its first member, and answers', async () => {
    const feed = rows.find((row) => row.source === 'resolver' && row.url === '/api/articles/feed');
    expect(feed).toMatchObject({
      name: 'api::article.article.feed',
      is_testable: true,
      skip_reason: '',
      resolved_url: '',
      query_params: { format: 'json' },
    });
    const response = await playground.http.get('/api/articles/feed').query(feed?.query_params ?? {});
    expect(response.status).toBe(200);
  });

  it('fills a parameter named after an attribute with a published document value: by-slug', async () => {
    const bySlug = rows.find((row) => row.source === 'resolver' && row.url === '/api/articles/by-slug/:slug');
    expect(bySlug).toMatchObject({
      name: 'api::article.article.findBySlug',
      is_testable: true,
      skip_reason: '',
    });
    const slug = decodeURIComponent(bySlug?.resolved_url.split('/').pop() ?? '');
    const published = await playground.strapi.db
      .query('api::article.article')
      .findOne({ where: { slug, publishedAt: { $notNull: true } } });
    expect(published).not.toBeNull();
    expect(bySlug?.resolved_url).toBe(`/api/articles/by-slug/${encodeURIComponent(slug)}`);
    const response = await playground.http.get(bySlug?.resolved_url ?? '');
    expect(response.status).toBe(200);
  });
});
