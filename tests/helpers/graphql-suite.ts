/**
 * The GraphQL suites' app (tests/integration/graphql*.test.ts): one playground per suite file and
 * the calls the suites make on it.
 */
import type { GraphqlEnvelope, GraphqlOperationRow } from '@route-discovery/contract';
import { startPlayground, type Playground } from './playground';
import { installedHasGraphql } from './strapi-features';
import { setRolePermission } from './users-permissions';

/** Skipped where the app under test has no GraphQL plugin (an older minor's compatibility row). */
export const describeWithGraphql = installedHasGraphql() ? describe : describe.skip;

/** The endpoint under test. */
export const ENDPOINT = '/api/route-discovery/v1/graphql';
export const ARTICLE = 'api::article.article';

/** The suite file's playground, booted in `beforeAll` (where GraphQL is installed). */
export let playground: Playground;

beforeAll(async () => {
  if (!installedHasGraphql()) return;
  playground = await startPlayground();
});

afterAll(async () => {
  await playground?.stop();
});

/** A GET with the admin API token. */
export const withKey = (path: string) =>
  playground.http.get(path).set('Authorization', `Bearer ${playground.apiKey}`);

/** The operation rows of `v1/graphql`. */
export async function operations(): Promise<GraphqlOperationRow[]> {
  const response = await withKey(ENDPOINT);
  expect(response.status).toBe(200);
  return (response.body as GraphqlEnvelope).operations;
}

/** The row of one operation (throws when there is none). */
export const row = (rows: GraphqlOperationRow[], name: string) => {
  const found = rows.find((candidate) => candidate.operation === name);
  if (!found) throw new Error(`No row for ${name}`);
  return found;
};

/** One anonymous GraphQL request, as a visitor sends it. */
export async function anonymous(query: string, variables: Record<string, string> = {}) {
  const response = await playground.http.post('/graphql').send({ query, variables });
  return {
    status: response.status,
    body: response.body as {
      data?: Record<string, unknown> | null;
      errors?: Array<{ extensions?: { code?: string } }>;
    },
  };
}

/** Runs `check` with the Public role's `action` permission revoked, then grants it again. */
export async function withRevoked(action: string, check: () => Promise<void>) {
  await setRolePermission(playground.strapi, 'public', action, false);
  try {
    await check();
  } finally {
    await setRolePermission(playground.strapi, 'public', action, true);
  }
}
