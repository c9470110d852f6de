import { startPlayground, type Playground } from '../helpers/playground';
import type { FrontendUrlRow } from '@route-discovery/contract';

type FrontendRow = FrontendUrlRow;

const ENDPOINT = '/api/route-discovery/v1/frontend-urls';

let playground: Playground;
let rows: FrontendRow[];

async function fetchRows(query: Record<string, string> = {}) {
  const response = await playground.http
    .get(ENDPOINT)
    .query(query)
    .set('Authorization', `Bearer ${playground.apiKey}`);
  expect(response.status).toBe(200);
  return response.body as { urls: FrontendRow[]; count: number; metadata: Record<string, unknown> };
}

/** Every documentId and title that must never appear: drafts and documents of non-public types. */
async function privateMarkers(): Promise<string[]> {
  const { strapi } = playground;
  const notes = (await strapi.db
    .query('api::internal-note.internal-note')
    .findMany({ select: ['documentId', 'title'] })) as Array<{
    documentId: string;
    title: string;
  }>;
  const articles = (await strapi.db.query('api::article.article').findMany({
    select: ['documentId', 'title', 'publishedAt'],
  })) as Array<{ documentId: string; title: string; publishedAt: string | null }>;
  const published = new Set(articles.filter((a) => a.publishedAt).map((a) => a.documentId));
  const neverPublished = articles.filter((a) => !published.has(a.documentId));
  expect(notes.length).toBeGreaterThan(0);
  expect(neverPublished.length).toBeGreaterThan(0);
  return [
    ...notes.flatMap((n) => [n.documentId, n.title]),
    ...neverPublished.flatMap((a) => [a.documentId, a.title]),
  ];
}

beforeAll(async () => {
  playground = await startPlayground();
  rows = (await fetchRows()).urls;
});

afterAll(async () => {
  await playground?.stop();
});

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

describe('page rows', () => {
  it('lists published documents of publicly readable types, per locale', () => {
    const pages = rows.filter((row) => row.source === 'page');
    const types = new Set(pages.map((row) => row.page_type));
    expect([...types].sort()).toEqual([
      'api::article.article',
      'api::category.category',
      'api::guestbook-entry.guestbook-entry',
      'api::homepage.homepage',
    ]);
    const articlePages = pages.filter((row) => row.page_type === 'api::article.article');
    expect(articlePages.some((row) => row.query_params.locale === 'fr')).toBe(true);
    expect(articlePages.some((row) => Object.keys(row.query_params).length === 0)).toBe(true);
    for (const row of pages) {
      expect(row.page_title).not.toBe('');
      // Named as the Content Manager names the document (docs/decisions/0240-document-and-field-names.md).
      expect(row.document_id).toMatch(/^[a-z0-9]+$/);
      expect(row.content_type_name).toBe(
        {
          'api::article.article': 'Article',
          'api::category.category': 'Category',
          'api::guestbook-entry.guestbook-entry': 'Guestbook entry',
          'api::homepage.homepage': 'Homepage',
        }[row.page_type],
      );
      const single = row.page_type === 'api::homepage.homepage';
      const path = single
        ? `/admin/content-manager/single-types/${row.page_type}`
        : `/admin/content-manager/collection-types/${row.page_type}/${row.document_id}`;
      expect(row.edit_url).toBe(row.locale ? `${path}?plugins[i18n][locale]=${row.locale}` : path);
      expect(row.is_testable).toBe(true);
      expect(row.name).toMatch(/^api::[a-z-]+\.[a-z-]+\.(find|findOne)$/);
    }
    expect(pages.find((row) => row.page_type === 'api::homepage.homepage')?.url).toBe('/api/homepage');
  });

  it('never shows drafts or documents of non-public types, in either row kind', async () => {
    const markers = await privateMarkers();
    const text = JSON.stringify(rows);
    for (const marker of markers) expect(text).not.toContain(marker);
  });

  it('answers 2xx for every testable row, with its query parameters and no credentials', async () => {
    const testable = rows.filter((row) => row.is_testable);
    expect(testable.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const row of testable) {
      const url = row.resolved_url || row.url;
      const response = await playground.http.get(url).query(row.query_params);
      if (response.status < 200 || response.status > 299) failures.push(`${response.status} ${url}`);
    }
    expect(failures).toEqual([]);
  });

  it('lists every published document with pagesPerType 0', async () => {
    playground.strapi.config.set('plugin::route-discovery.pagesPerType', 0);
    try {
      const pages = (await fetchRows({ filter: 'pages' })).urls;
      const published = (await playground.strapi.db.query('api::article.article').findMany({
        select: ['documentId', 'locale'],
        where: { publishedAt: { $notNull: true } },
      })) as Array<{ documentId: string; locale: string }>;
      const listed = pages
        .filter((row) => row.page_type === 'api::article.article')
        .map((row) => `${row.url.split('/').pop()}:${row.query_params.locale ?? 'en'}`)
        .sort();
      expect(listed).toEqual(published.map((row) => `${row.documentId}:${row.locale}`).sort());
    } finally {
      playground.strapi.config.set('plugin::route-discovery.pagesPerType', 1);
    }
  });

  it('fills site_url from urlPatterns and leaves it empty when a pattern cannot be filled', async () => {
    playground.strapi.config.set('plugin::route-discovery.siteUrl', 'https://www.example.com/');
    playground.strapi.config.set('plugin::route-discovery.urlPatterns', {
      'api::article.article': '/blog/[slug]',
      'api::category.category': '/topics/[missingField]',
    });
    try {
      const pages = (await fetchRows({ filter: 'pages' })).urls;
      const article = pages.find(
        (row) => row.page_type === 'api::article.article' && !row.query_params.locale,
      );
      expect(article?.site_url).toMatch(/^https:\/\/www\.example\.com\/blog\/[a-z0-9-]+$/);
      const category = pages.find((row) => row.page_type === 'api::category.category');
      expect(category?.site_url).toBe('');
      expect(category?.is_testable).toBe(true);
    } finally {
      playground.strapi.config.set('plugin::route-discovery.siteUrl', undefined);
      playground.strapi.config.set('plugin::route-discovery.urlPatterns', {});
    }
  });
});
