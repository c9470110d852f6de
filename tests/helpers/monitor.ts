import type { Core } from '@strapi/strapi';
import Ajv2020 from 'ajv/dist/2020';
import openapi from '../../docs/openapi.json';

/** A clock the monitor reads (server/src/watch/clock.ts): the tests' are fixed or hand-moved. */
export interface FakeClock {
  now(): number;
}

/** What one tick returned (server/src/watch/watch-run.ts `TickOutcome`), as the tests read it. */
export interface TickResult {
  taken: boolean;
  run: { id: string; cursor: number; state: string } | null;
  lostLease: boolean;
}

/** A watcher: the monitor of one "instance" (server/src/watch/watcher.ts). */
export interface TestWatcher {
  owner: string;
  tick(): Promise<TickResult>;
  /** Queues a manual run and ticks in the background. */
  checkNow(): Promise<{ id: string }>;
  /** Ends a tick in progress after its current batch, and waits for it. */
  stop(): Promise<void>;
}

/**
 * A watcher on `strapi` with its own clock and owner name (the `watch` service's `create`), so one
 * process plays several instances and no test waits for time.
 * @param fetchImpl a fetch in front of the real one (to hold a request open), or Node's fetch
 */
export function testWatcher(
  strapi: Core.Strapi,
  clock: FakeClock,
  owner: string,
  fetchImpl?: typeof fetch,
): TestWatcher {
  const service = strapi.plugin('route-discovery').service('watch') as {
    create(options: { clock: FakeClock; owner: string; fetchImpl?: typeof fetch }): TestWatcher;
  };
  return service.create({ clock, owner, fetchImpl });
}

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema(openapi, 'openapi');

/**
 * The errors of `body` against a component schema of docs/openapi.json (`[]` when it matches), as
 * tests/integration/openapi-contract.test.ts checks the other endpoints' answers.
 * @throws when docs/openapi.json has no schema `name`
 */
export function openApiErrors(name: string, body: unknown): unknown[] {
  const validate = ajv.getSchema(`openapi#/components/schemas/${name}`);
  if (!validate) throw new Error(`No schema ${name} in docs/openapi.json`);
  validate(body);
  return validate.errors ?? [];
}

/**
 * "Check now" through `http` (an instance's supertest agent): `POST v1/monitor/runs` with the API
 * key; asserts the 202 and answers the queued run's id.
 */
export async function checkNowThrough(
  http: {
    post(path: string): {
      set(name: string, value: string): PromiseLike<{ status: number; body: { run: { id: string } } }>;
    };
  },
  apiKey: string,
): Promise<string> {
  const posted = await http
    .post('/api/route-discovery/v1/monitor/runs')
    .set('Authorization', `Bearer ${apiKey}`);
  expect(posted.status).toBe(202);
  return posted.body.run.id;
}
