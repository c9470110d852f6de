/**
 * The frontend-urls suites' app (tests/integration/frontend-urls*.test.ts): one playground per
 * suite file, its rows as the endpoint first answers them, and the calls the suites make.
 */
import { startPlayground, type Playground } from './playground';
import type { FrontendUrlRow } from '@route-discovery/contract';

/** A row of `v1/frontend-urls`. */
export type FrontendRow = FrontendUrlRow;

export const ENDPOINT = '/api/route-discovery/v1/frontend-urls';

/** The suite file's playground, booted in `beforeAll`. */
export let playground: Playground;
/** Every row of the first answer (no filter). */
export let rows: FrontendRow[];

/** One answer of the endpoint with the admin API token (status 200 checked). */
export async function fetchRows(query: Record<string, string> = {}) {
  const response = await playground.http
    .get(ENDPOINT)
    .query(query)
    .set('Authorization', `Bearer ${playground.apiKey}`);
  expect(response.status).toBe(200);
  return response.body as { urls: FrontendRow[]; count: number; metadata: Record<string, unknown> };
}

/** Every documentId and title that must never appear: drafts and documents of non-public types. */
export async function privateMarkers(): Promise<string[]> {
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
