import type { FrontendUrlRow } from '@route-discovery/contract';
import { startPlayground, type Playground } from '../helpers/playground';

/**
 * Private and password attributes never reach a discovery row (issue 18, item 4): not as
 * page_title, not as a route parameter, not in site_url. Private means what Strapi's output
 * sanitiser removes: `private: true` in the schema (the playground's `category.internalName`) or
 * listed in the app's `api.responses.privateAttributes` (`API_PRIVATE_ATTRIBUTES`).
 */

const FRONTEND = '/api/route-discovery/v1/frontend-urls';
const BACKEND = '/api/route-discovery/v1/backend-urls';
const BY_INTERNAL_NAME = '/api/categories/by-internal-name/:internalName';
const CATEGORY = 'api::category.category';
const ARTICLE = 'api::article.article';

async function get(playground: Playground, path: string, query: Record<string, string> = {}) {
  const response = await playground.http
    .get(path)
    .query(query)
    .set('Authorization', `Bearer ${playground.apiKey}`);
  expect(response.status).toBe(200);
  return { text: response.text, rows: response.body.urls as FrontendUrlRow[] };
}

/** Every stored value of an attribute, across drafts and locales. */
async function storedValues(playground: Playground, uid: string, attribute: string): Promise<string[]> {
  const rows = (await playground.strapi.db.query(uid as never).findMany({ select: [attribute] })) as Array<
    Record<string, unknown>
  >;
  const values = rows.map((row) => row[attribute]).filter((value): value is string => !!value);
  expect(values.length).toBeGreaterThan(0);
  return values;
}

function expectNoneOf(text: string, values: string[]): void {
  for (const value of values) {
    expect(text).not.toContain(value);
    expect(text).not.toContain(encodeURIComponent(value));
  }
}

describe('a private attribute in the schema (category.internalName)', () => {
  let playground: Playground;
  let secrets: string[];

  beforeAll(async () => {
    playground = await startPlayground();
    secrets = await storedValues(playground, CATEGORY, 'internalName');
  });
  afterAll(async () => {
    await playground?.stop();
  });

  it('is the Content Manager main field, yet page_title shows the next readable title field', async () => {
    const { text, rows } = await get(playground, FRONTEND, { filter: 'pages' });
    const names = await storedValues(playground, CATEGORY, 'name');
    const categories = rows.filter((row) => row.page_type === CATEGORY);
    expect(categories.length).toBeGreaterThan(0);
    for (const row of categories) expect(names).toContain(row.page_title);
    expectNoneOf(text, secrets);
  });

  it('leaves a public route parameter named after it unresolved', async () => {
    const { text, rows } = await get(playground, FRONTEND, { filter: 'resolver' });
    expect(rows.find((row) => row.url === BY_INTERNAL_NAME)).toMatchObject({
      resolved_url: '',
      is_testable: false,
      skip_reason: 'URL requires parameters',
    });
    expectNoneOf(text, secrets);
  });

  it('never fills a site_url placeholder set at run time, and no other type loses its site_url', async () => {
    playground.strapi.config.set('plugin::route-discovery.siteUrl', 'https://www.example.com');
    playground.strapi.config.set('plugin::route-discovery.urlPatterns', {
      [CATEGORY]: '/topics/[internalName]',
      [ARTICLE]: '/blog/[slug]',
    });
    try {
      const { text, rows } = await get(playground, FRONTEND, { filter: 'pages' });
      const categories = rows.filter((row) => row.page_type === CATEGORY);
      expect(categories.every((row) => row.site_url === '')).toBe(true);
      expect(rows.some((row) => row.page_type === ARTICLE && row.site_url?.startsWith('https://'))).toBe(
        true,
      );
      expectNoneOf(text, secrets);
    } finally {
      playground.strapi.config.set('plugin::route-discovery.siteUrl', undefined);
      playground.strapi.config.set('plugin::route-discovery.urlPatterns', {});
    }
  });

  it('appears in no backend-urls row either', async () => {
    expectNoneOf((await get(playground, BACKEND)).text, secrets);
  });
});

describe('attributes private through api.responses.privateAttributes (title, slug)', () => {
  let playground: Playground;

  beforeAll(async () => {
    playground = await startPlayground({ env: { API_PRIVATE_ATTRIBUTES: 'title,slug' } });
  });
  afterAll(async () => {
    await playground?.stop();
  });

  it('gives no page_title and no by-slug parameter from them', async () => {
    const secrets = [
      ...(await storedValues(playground, ARTICLE, 'title')),
      ...(await storedValues(playground, ARTICLE, 'slug')),
    ];
    const { text, rows } = await get(playground, FRONTEND);
    const articles = rows.filter((row) => row.page_type === ARTICLE);
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.every((row) => row.page_title === '')).toBe(true);
    expect(rows.find((row) => row.url === '/api/articles/by-slug/:slug')).toMatchObject({
      resolved_url: '',
      skip_reason: 'URL requires parameters',
    });
    expectNoneOf(text, secrets);
  });
});
