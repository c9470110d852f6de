/**
 * The exposure suites' app (tests/integration/exposure*.test.ts): one playground per suite file and
 * the calls the suites make on it.
 */
import type { Finding, ExposureResponse } from '@route-discovery/contract';
import { startPlayground, type Playground } from './playground';
import { setRolePermission } from './users-permissions';

export const ENDPOINT = '/api/route-discovery/v1/exposure';
export const GUESTBOOK = 'api::guestbook-entry.guestbook-entry';
export const USERS = 'plugin::users-permissions.user';

export let playground: Playground;

export async function audit(): Promise<ExposureResponse> {
  const response = await playground.http.get(ENDPOINT).set('Authorization', `Bearer ${playground.apiKey}`);
  expect(response.status).toBe(200);
  return response.body as ExposureResponse;
}

export const key = (finding: Finding) => `${finding.rule} ${finding.subject}`;

/** Runs `check` with the actions revoked from the role, then grants them back. */
export async function withRevoked(roleType: string, actions: string[], check: () => Promise<void>) {
  for (const action of actions) await setRolePermission(playground.strapi, roleType, action, false);
  try {
    await check();
  } finally {
    for (const action of actions) await setRolePermission(playground.strapi, roleType, action, true);
  }
}

beforeAll(async () => {
  playground = await startPlayground();
});

afterAll(async () => {
  await playground?.stop();
});
