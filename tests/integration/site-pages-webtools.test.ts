import type { FrontendUrlRow, SitePagesMetadata } from '@route-discovery/contract';
import { EDITOR, startPlayground, type Playground } from '../helpers/playground';
import { installedHasWebtools } from '../helpers/strapi-features';

/**
 * strapi-plugin-webtools URL aliases as `site_url` (docs/configuration.md, "strapi-plugin-webtools"):
 * the playground booted with webtools (PLAYGROUND_WITH_WEBTOOLS=1), whose articles opt in with
 * `pluginOptions.webtools.enabled`. Webtools gives every saved article an alias per locale; an
 * editor then changes and deletes aliases through webtools' own admin routes, as its edit-view
 * sidebar and alias list do (`/webtools/url-alias/findFrom`, `update/:id`, `delete/:id`).
 * Skipped where the app cannot resolve webtools (the compatibility suite's throw-away app).
 */
const describeWithWebtools = installedHasWebtools() ? describe : describe.skip;
const ENDPOINT = '/api/route-discovery/v1/frontend-urls';
const SITE = 'https://site.example';
const ARTICLE = 'api::article.article';
const PATTERNS = { [ARTICLE]: '/blog/[category.slug]/[slug]' };

let playground: Playground;
let editorToken: string;

async function pages(): Promise<{ urls: FrontendUrlRow[]; metadata: { site_pages: SitePagesMetadata } }> {
  const response = await playground.http
    .get(ENDPOINT)
    .query({ filter: 'pages' })
    .set('Authorization', `Bearer ${playground.apiKey}`);
  expect(response.status).toBe(200);
  return response.body;
}

/** The page rows of one article, keyed by locale. */
async function articleRows(documentId: string): Promise<Record<string, FrontendUrlRow>> {
  const { urls } = await pages();
  const rows = urls.filter((row) => row.page_type === ARTICLE && row.resolved_url.endsWith(`/${documentId}`));
  return Object.fromEntries(rows.map((row) => [String(row.locale), row]));
}

/** The published article whose English slug is `slug`. */
async function article(slug: string): Promise<{ documentId: string }> {
  const found = await playground.strapi
    .documents(ARTICLE)
    .findFirst({ locale: 'en', status: 'published', filters: { slug } });
  if (!found) throw new Error(`no published article ${slug}`);
  return found;
}

/** What the edit-view sidebar reads: the alias of one locale version, through webtools' admin route. */
async function aliasOf(
  documentId: string,
  locale: string,
): Promise<{ documentId: string; url_path: string }> {
  const response = await playground.http
    .get('/webtools/url-alias/findFrom')
    .query({ model: ARTICLE, documentId, locale })
    .set('Authorization', `Bearer ${editorToken}`);
  expect(response.status).toBe(200);
  expect(response.body).toHaveLength(1);
  return response.body[0];
}

/** What the sidebar's "Edit URL alias" saves: a hand-written path (`generated: false`) for one locale. */
async function setAlias(documentId: string, locale: string, urlPath: string): Promise<void> {
  const alias = await aliasOf(documentId, locale);
  const response = await playground.http
    .put(`/webtools/url-alias/update/${alias.documentId}`)
    .query({ locale })
    .set('Authorization', `Bearer ${editorToken}`)
    .send({ data: { generated: false, url_path: urlPath } });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  if (!installedHasWebtools()) return;
  playground = await startPlayground({
    env: {
      PLAYGROUND_WITH_WEBTOOLS: '1',
      ROUTE_DISCOVERY_CONFIG: JSON.stringify({ siteUrl: SITE, urlPatterns: PATTERNS, pagesPerType: 0 }),
    },
  });
  editorToken = await playground.adminToken(EDITOR);
});

afterAll(async () => {
  await playground?.stop();
});

describeWithWebtools('site_url from webtools URL aliases', () => {
  it('gives each published locale version its own alias, set by an editor, and says so in metadata', async () => {
    const { documentId } = await article('strapi-tips');
    await setAlias(documentId, 'en', '/guides/strapi-tips');
    await setAlias(documentId, 'fr', '/fr/guides/astuces-strapi');
    const rows = await articleRows(documentId);
    expect(rows.en).toMatchObject({ site_url: `${SITE}/guides/strapi-tips`, site_url_reason: '' });
    expect(rows.fr).toMatchObject({ site_url: `${SITE}/fr/guides/astuces-strapi`, site_url_reason: '' });
    const { metadata } = await pages();
    expect(metadata.site_pages).toMatchObject({
      webtools_installed: true,
      url_sources: { [ARTICLE]: 'webtools', 'api::category.category': 'none' },
    });
  });

  it("uses every other row's generated alias of its own locale, not the default locale's", async () => {
    const expected: string[] = [];
    for (const locale of ['en', 'fr']) {
      const documents = (await playground.strapi.documents(ARTICLE).findMany({
        locale,
        status: 'published',
        populate: ['url_alias'],
      })) as unknown as Array<{ url_alias: Array<{ url_path: string; locale: string }> }>;
      for (const document of documents) {
        expect(document.url_alias).toHaveLength(1);
        expect(document.url_alias[0].locale).toBe(locale);
        expected.push(`${SITE}${document.url_alias[0].url_path}`);
      }
    }
    const articles = (await pages()).urls.filter((row) => row.page_type === ARTICLE);
    expect(articles.map((row) => row.site_url).sort()).toEqual(expected.sort());
    // Webtools makes paths unique across locales: a French alias differs from the English one.
    expect(new Set(expected).size).toBe(expected.length);
    // Why the relation is read row by row: webtools' own listing (the service behind its
    // `GET /api/webtools/url-alias`) answers for the default locale only (pluginpal/strapi-webtools#205).
    const listed = (await playground.strapi.plugin('webtools').service('url-alias').find({})) as {
      results: Array<{ locale: string }>;
    };
    expect(new Set(listed.results.map((alias) => alias.locale))).toEqual(new Set(['en']));
  });
});

describeWithWebtools('a locale version without an alias', () => {
  const set = (key: string, value: unknown) =>
    playground.strapi.config.set(`plugin::route-discovery.${key}`, value);
  afterEach(() => set('urlPatterns', PATTERNS));

  it('falls back to the urlPatterns URL, then to "" and a reason without a pattern', async () => {
    const { documentId } = await article('hello-world');
    const french = await aliasOf(documentId, 'fr');
    // The alias list's delete button: webtools deletes the default locale's version (en).
    const deleted = await playground.http
      .post(`/webtools/url-alias/delete/${(await aliasOf(documentId, 'en')).documentId}`)
      .set('Authorization', `Bearer ${editorToken}`);
    expect(deleted.status).toBe(204);

    const rows = await articleRows(documentId);
    expect(rows.en).toMatchObject({ site_url: `${SITE}/blog/news/hello-world`, site_url_reason: '' });
    expect(rows.fr).toMatchObject({ site_url: `${SITE}${french.url_path}`, site_url_reason: '' });

    set('urlPatterns', {});
    const without = await articleRows(documentId);
    expect(without.en).toMatchObject({
      site_url: '',
      site_url_reason: `no webtools URL alias for this locale version and no urlPatterns entry for ${ARTICLE}`,
    });
    expect(without.fr.site_url).toBe(`${SITE}${french.url_path}`);
    expect((await pages()).metadata.site_pages.url_sources[ARTICLE]).toBe('webtools');
  });
});
