import type { FrontendUrlRow, SitePagesMetadata } from '@route-discovery/contract';
import { startPlayground, type Playground } from '../helpers/playground';

/**
 * Site pages (docs/configuration.md, "Site URL patterns"): dot paths through a relation and a
 * component, per-locale patterns, the locale prefix rule, one row per published locale version
 * and `metadata.site_pages`, on the seeded playground (articles in `en` and `fr`, one of them in
 * `en` only, each in a category).
 */
const ENDPOINT = '/api/route-discovery/v1/frontend-urls';
const SITE = 'https://site.example';
const PATTERNS = {
  'api::article.article': {
    default: '/blog/[category.slug]/[slug]',
    fr: '/fr/blogue/[slug]',
  },
  'api::category.category': '/topics/[slug]',
  'api::homepage.homepage': '/home/[seo.metaTitle]',
};

let playground: Playground;

async function pages(): Promise<{ urls: FrontendUrlRow[]; metadata: { site_pages: SitePagesMetadata } }> {
  const response = await playground.http
    .get(ENDPOINT)
    .query({ filter: 'pages' })
    .set('Authorization', `Bearer ${playground.apiKey}`);
  expect(response.status).toBe(200);
  return response.body;
}

/** Every published article row with its category's slug, read through the Document Service. */
async function publishedArticles() {
  const rows: Array<{ documentId: string; locale: string; slug: string; category: string | null }> = [];
  for (const locale of ['en', 'fr']) {
    const documents = (await playground.strapi.documents('api::article.article').findMany({
      locale,
      status: 'published',
      populate: ['category'],
    })) as unknown as Array<{ documentId: string; slug: string; category?: { slug: string } | null }>;
    for (const d of documents) {
      rows.push({ documentId: d.documentId, locale, slug: d.slug, category: d.category?.slug ?? null });
    }
  }
  return rows;
}

beforeAll(async () => {
  playground = await startPlayground({
    env: {
      ROUTE_DISCOVERY_CONFIG: JSON.stringify({ siteUrl: SITE, urlPatterns: PATTERNS, pagesPerType: 0 }),
    },
  });
});

afterAll(async () => {
  await playground?.stop();
});

describe('site_url from dot paths and per-locale patterns', () => {
  it('gives each published locale version its own row, locale and site_url through the category relation', async () => {
    const { urls } = await pages();
    const articles = urls.filter((row) => row.page_type === 'api::article.article');
    const expected = (await publishedArticles()).map((a) =>
      a.locale === 'fr' ? `${SITE}/fr/blogue/${a.slug}` : `${SITE}/blog/${a.category}/${a.slug}`,
    );
    expect(articles.map((row) => row.site_url).sort()).toEqual(expected.sort());
    expect(articles.map((row) => row.locale).sort()).toEqual(
      (await publishedArticles()).map((a) => a.locale).sort(),
    );
    expect(articles.every((row) => row.site_url_reason === '')).toBe(true);
    expect(articles.find((row) => row.locale === 'fr')?.query_params).toEqual({ locale: 'fr' });
  });

  it('follows a single component ([seo.metaTitle]) and leaves rows of non-localized types without a locale', async () => {
    const { urls } = await pages();
    expect(urls.find((row) => row.page_type === 'api::homepage.homepage')?.site_url).toBe(
      `${SITE}/home/Playground`,
    );
    const categories = urls.filter((row) => row.page_type === 'api::category.category');
    expect(categories.length).toBeGreaterThan(0);
    expect(
      categories.every((row) => row.locale === null && String(row.site_url).startsWith(`${SITE}/topics/`)),
    ).toBe(true);
  });

  it('counts documents published in some locales but not others in metadata.site_pages', async () => {
    const { metadata } = await pages();
    const published = await publishedArticles();
    const locales = new Map<string, number>();
    for (const a of published) locales.set(a.documentId, (locales.get(a.documentId) ?? 0) + 1);
    const partial = [...locales.values()].filter((n) => n < 2).length;
    expect(partial).toBeGreaterThan(0);
    expect(metadata.site_pages).toMatchObject({
      default_locale: 'en',
      locales: ['en', 'fr'],
      webtools_installed: false,
      documents_missing_locales: partial,
      documents_missing_locales_by_type: { 'api::article.article': partial },
      url_sources: { 'api::article.article': 'pattern', 'api::guestbook-entry.guestbook-entry': 'none' },
    });
  });

  it('reads a relation path in each keyset page statement, not one query per row (no N+1)', async () => {
    const knex = playground.strapi.db.connection as unknown as {
      on(event: string, listener: (query: { sql: string }) => void): void;
      off(event: string, listener: (query: { sql: string }) => void): void;
    };
    const joinQueries: string[] = [];
    const listener = (query: { sql: string }) => {
      if (/articles_category_lnk/.test(query.sql)) joinQueries.push(query.sql);
    };
    knex.on('query', listener);
    try {
      const { urls } = await pages();
      expect(urls.filter((row) => row.page_type === 'api::article.article').length).toBeGreaterThan(2);
    } finally {
      knex.off('query', listener);
    }
    // One keyset page of articles: one statement reads its rows and their categories' slugs.
    expect(joinQueries.length).toBe(1);
    expect(joinQueries[0]).toMatch(/\bfrom\s+(["`]?\w+["`]?\.)?["`]?articles["`]?\s/i);
  });

  it('keeps one row per locale version, valued by the first link, when a to-one relation has two links', async () => {
    const knex = playground.strapi.db.connection;
    const [article] = await knex('articles')
      .select('articles.id', 'articles.document_id', 'articles_category_lnk.category_id')
      .join('articles_category_lnk', 'articles_category_lnk.article_id', 'articles.id')
      .whereNotNull('articles.published_at')
      .where('articles.locale', 'en')
      .orderBy('articles.id');
    const [other] = await knex('categories').select('id').whereNot('id', article.category_id).orderBy('id');
    const before = await pages();
    // A second link written outside Strapi (its manyToOne join table only has a unique pair).
    await knex('articles_category_lnk').insert({ article_id: article.id, category_id: other.id });
    try {
      const after = await pages();
      expect(after.urls).toEqual(before.urls);
    } finally {
      await knex('articles_category_lnk').where({ article_id: article.id, category_id: other.id }).delete();
    }
  });
});

describe('rules changed at run time', () => {
  const set = (key: string, value: unknown) =>
    playground.strapi.config.set(`plugin::route-discovery.${key}`, value);
  afterEach(() => {
    set('urlPatterns', PATTERNS);
    set('localePrefix', 'never');
  });

  it('prefixes every locale but the default with localePrefix "as-needed"', async () => {
    set('urlPatterns', { 'api::article.article': '/blog/[slug]' });
    set('localePrefix', 'as-needed');
    const articles = (await pages()).urls.filter((row) => row.page_type === 'api::article.article');
    for (const row of articles) {
      expect(row.site_url).toMatch(
        row.locale === 'fr'
          ? /^https:\/\/site\.example\/fr\/blog\/[a-z-]+$/
          : /^https:\/\/site\.example\/blog\/[a-z-]+$/,
      );
    }
    set('localePrefix', 'always');
    const always = (await pages()).urls.filter((row) => row.page_type === 'api::article.article');
    expect(always.every((row) => String(row.site_url).startsWith(`${SITE}/${row.locale}/blog/`))).toBe(true);
  });

  it('reads the relation path of the first documents too (pagesPerType 1: batched after the rows)', async () => {
    set('pagesPerType', 1);
    try {
      const articles = (await pages()).urls.filter((row) => row.page_type === 'api::article.article');
      expect(articles.length).toBeGreaterThan(0);
      const english = articles.filter((row) => row.locale === 'en');
      expect(english).toHaveLength(1);
      // The first published document (by id) is whichever seeding published last-but-one: read it.
      const documentId = String(english[0].url).split('/').pop() as string;
      const document = (await playground.strapi.documents('api::article.article').findOne({
        documentId,
        locale: 'en',
        status: 'published',
        populate: ['category'],
      })) as { slug: string; category: { slug: string } | null } | null;
      expect(document?.category).toBeTruthy();
      expect(english[0].site_url).toBe(`${SITE}/blog/${document?.category?.slug}/${document?.slug}`);
    } finally {
      set('pagesPerType', 0);
    }
  });

  it('gives "" and a reason when the related document is missing, never a failed request', async () => {
    const articles = playground.strapi.documents('api::article.article');
    const orphan = await articles.create({
      locale: 'en',
      data: { title: 'No category', slug: 'no-category' },
    });
    await articles.publish({ documentId: orphan.documentId, locale: 'en' });
    try {
      const row = (await pages()).urls.find((r) => r.resolved_url.endsWith(orphan.documentId));
      expect(row).toMatchObject({
        site_url: '',
        site_url_reason: '[category.slug] has no value',
        locale: 'en',
      });
    } finally {
      await articles.delete({ documentId: orphan.documentId });
    }
  });
});
