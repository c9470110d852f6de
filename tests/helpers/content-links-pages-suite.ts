/**
 * The content-links paging suites' app (tests/integration/content-links-pages*.test.ts): one
 * playground per suite file, the whole list, and the paged calls the suites make.
 */
import { type ContentLinkRow, type ListCounts } from '@route-discovery/contract';
import { startPlayground, type Playground } from './playground';

export const ENDPOINT = '/api/route-discovery/v1/content-links';
export const ARTICLE = 'api::article.article';
export const CATEGORY = 'api::category.category';

export let playground: Playground;
export let whole: ContentLinkRow[];

export interface PageBody {
  links: ContentLinkRow[];
  count: number;
  metadata: { page: { size: number; sort: string | null; q: string | null; next_cursor: string | null } };
}

export function get(query: Record<string, string>) {
  return playground.http.get(ENDPOINT).query(query).set('Authorization', `Bearer ${playground.apiKey}`);
}

/** Every page of a query, followed by its cursors. */
export async function allPages(query: Record<string, string>): Promise<PageBody[]> {
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

export const rowsOf = (pages: PageBody[]) => pages.flatMap((page) => page.links);

/** The whole list sorted as the server documents it: code-unit order of the value, ties in list order. */
export function sortedWhole(rows: ContentLinkRow[], key: keyof ContentLinkRow, direction: 1 | -1) {
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
export function countsOf(rows: ContentLinkRow[]): ListCounts {
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
