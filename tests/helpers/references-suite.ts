/**
 * The reference-index suites' app (tests/integration/references*.test.ts): one playground per suite
 * file and the calls the suites make on the index.
 */
import type { ReferencesEnvelope } from '@route-discovery/contract';
import { startPlayground, type Playground } from './playground';
import { indexRows, rebuildReferenceIndex } from './reference-rebuild';

export const REFS = '/api/route-discovery/v1/references';
export const INDEX_TABLE = 'route_discovery_references';
export const ARTICLE = 'api::article.article';
export const CATEGORY = 'api::category.category';
export const STATE_TABLE = 'route_discovery_reference_state';
export const ADMIN_INDEX = '/route-discovery/reference-index';
export const client = process.env.DATABASE_CLIENT ?? 'sqlite';

/** Polls `read` every 50 ms until its rebuild says `done` (or `limitMs` passes: then throws). */
export async function untilBuilt<T>(
  read: () => Promise<T>,
  done: (answer: T) => boolean,
  limitMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const answer = await read();
    if (done(answer)) return answer;
    if (Date.now() > deadline) throw new Error(`no finished rebuild within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export let app: Playground;
export const auth = () => `Bearer ${app.apiKey}`;
export const get = (query: string) => app.http.get(`${REFS}?${query}`).set('Authorization', auth());
export const references = async (query: string) => {
  const response = await get(query);
  expect(response.status).toBe(200);
  return response.body as ReferencesEnvelope;
};
export const rebuild = () => rebuildReferenceIndex(app);
/** The index now, then after a full rebuild: equal when the middleware kept it right. */
export const expectIndexEqualsRebuild = async () => {
  const kept = await indexRows(app);
  await rebuild();
  expect(kept).toEqual(await indexRows(app));
  return kept;
};
export const articles = () => app.strapi.documents(ARTICLE as never);
export const linkTo = (documentId: string, label: string) => [
  {
    type: 'paragraph',
    children: [
      { type: 'link', url: `/api/articles/${documentId}`, children: [{ type: 'text', text: label }] },
    ],
  },
];

beforeAll(async () => {
  app = await startPlayground();
  // The seed writes users around the document service (the query engine): start from a rebuild.
  await rebuild();
});

afterAll(async () => {
  await app?.stop();
});
