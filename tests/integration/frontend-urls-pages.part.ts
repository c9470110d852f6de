import { playground, rows, fetchRows, privateMarkers } from '../helpers/frontend-urls-suite';

/**
 * `v1/frontend-urls` page rows (docs/api.md): published documents of publicly readable types, never
 * drafts, with their site URLs. The filters and resolver rows: frontend-urls.test.ts.
 */

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
