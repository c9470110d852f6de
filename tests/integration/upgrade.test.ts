import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { RunsEnvelope } from '@route-discovery/contract';
import { playgroundBootEnv } from '../../playground/boot-env';
import { startChildPlayground, type ChildPlayground } from '../helpers/child-playground';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { SUPER_ADMIN, EDITOR } from '../helpers/playground';
import { runBody } from '../helpers/run-fixtures';

/**
 * The release this round started from, as `npm pack` made it (scripts/pack-upgrade-fixture.sh):
 * the upgrade is from what users have installed to what this checkout builds.
 */
const FIXTURES = resolve(__dirname, '../fixtures/upgrade');
const REPO = resolve(__dirname, '../..');
const api = (endpoint: string) => `/api/route-discovery/v1/${endpoint}`;
const CATEGORY = 'api::category.category';
/** Longest wait for the upgraded instance's index to read `current` on its own, ms. */
const FRESH_WITHIN_MS = 60_000;
const client = process.env.DATABASE_CLIENT ?? 'sqlite';

/**
 * Unpacks the older release's tarball under the repository's `.tmp/` (git-ignored), so the
 * plugin's own dependencies (zod, semver, ...: the same pinned versions) resolve from the
 * repository's node_modules as they would from an app's.
 * @returns the unpacked package folder
 */
function unpackOlderRelease(): { folder: string; remove(): void } {
  const tarball = readdirSync(FIXTURES).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`no tarball in ${FIXTURES}`);
  mkdirSync(join(REPO, '.tmp'), { recursive: true });
  const work = mkdtempSync(join(REPO, '.tmp', 'upgrade-'));
  execFileSync('tar', ['-xzf', join(FIXTURES, tarball), '-C', work]);
  return { folder: join(work, 'package'), remove: () => rmSync(work, { recursive: true, force: true }) };
}

describe(`upgrading the plugin from the previous release on ${client}`, () => {
  let older: { folder: string; remove(): void };
  let database: TestDatabase;
  let publicDir: string;
  let env: Record<string, string>;
  let before: { runs: RunsEnvelope; references: Map<string, unknown>; categories: string[] };
  let upgraded: ChildPlayground;

  const get = (instance: ChildPlayground, path: string) =>
    instance.http.get(path).set('Authorization', `Bearer ${env.DISCOVERY_API_KEY}`);

  /** Each category's inbound references (the index's rows as `v1/references` answers them), by documentId. */
  const inboundReferences = async (instance: ChildPlayground, ids: string[]) => {
    const byId = new Map<string, unknown>();
    for (const id of ids) {
      const answer = await get(
        instance,
        `${api('references')}?content_type=${CATEGORY}&document_id=${id}&direction=in`,
      );
      expect(answer.status).toBe(200);
      byId.set(id, { references: answer.body.references, count: answer.body.count });
    }
    return byId;
  };

  const indexState = async (instance: ChildPlayground, id: string): Promise<string> => {
    const answer = await get(
      instance,
      `${api('references')}?content_type=${CATEGORY}&document_id=${id}&direction=in`,
    );
    return String(answer.body.metadata?.index_state);
  };

  beforeAll(async () => {
    older = unpackOlderRelease();
    database = await createTestDatabase();
    publicDir = mkdtempSync(join(tmpdir(), 'route-discovery-public-'));
    mkdirSync(join(publicDir, 'uploads'));
    env = {
      ...playgroundBootEnv({ publicDir, apiKey: `rd-test-${randomBytes(16).toString('hex')}` }),
      DEMO_ADMIN_EMAIL: SUPER_ADMIN.email,
      DEMO_ADMIN_PASSWORD: SUPER_ADMIN.password,
      PLAYGROUND_EDITOR_EMAIL: EDITOR.email,
      PLAYGROUND_EDITOR_PASSWORD: EDITOR.password,
      ...database.env,
    };

    // The app on the previous release: seeded content, its index built, a published run.
    const previous = await startChildPlayground({ ...env, ROUTE_DISCOVERY_PLUGIN_DIR: older.folder });
    try {
      const rebuild = await previous.http
        .post(api('references/rebuild'))
        .set('Authorization', `Bearer ${env.DISCOVERY_API_KEY}`);
      expect(rebuild.status).toBe(202);
      for (;;) {
        const progress = await get(previous, api('references/rebuild'));
        if (progress.body.rebuild?.status === 'done') break;
        await new Promise((done) => setTimeout(done, 100));
      }
      const posted = await previous.http
        .post(api('runs'))
        .set('Authorization', `Bearer ${env.DISCOVERY_API_KEY}`)
        .send(runBody({ duration_ms: 4321 }));
      expect(posted.status).toBe(201);
      const categories = (await previous.http.get('/api/categories?pagination[pageSize]=100')).body
        .data as Array<{
        documentId: string;
      }>;
      const ids = categories.map((category) => category.documentId);
      expect(ids.length).toBeGreaterThan(0);
      expect(await indexState(previous, ids[0])).toBe('current');
      const references = await inboundReferences(previous, ids);
      // The seed links articles to categories: an index of nothing would compare equal to nothing.
      expect([...references.values()].some((answer) => (answer as { count: number }).count > 0)).toBe(true);
      before = {
        runs: (await get(previous, api('runs'))).body as RunsEnvelope,
        references,
        categories: ids,
      };
    } finally {
      await previous.stop();
    }

    // The same app and database on this checkout's build, no seed: what an `npm update` does.
    upgraded = await startChildPlayground({ ...env, PLAYGROUND_SEED: 'false' });
  });

  afterAll(async () => {
    await upgraded?.stop();
    await database?.drop();
    if (publicDir) rmSync(publicDir, { recursive: true, force: true });
    older?.remove();
  });

  it('keeps the published runs', async () => {
    const runs = (await get(upgraded, api('runs'))).body as RunsEnvelope;
    expect(before.runs.count).toBeGreaterThan(0);
    expect(runs.count).toBe(before.runs.count);
    expect(runs.runs).toEqual(before.runs.runs);
  });

  it('keeps the reference index, current without an admin rebuilding it', async () => {
    const deadline = Date.now() + FRESH_WITHIN_MS;
    let state = await indexState(upgraded, before.categories[0]);
    while (state !== 'current' && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 250));
      state = await indexState(upgraded, before.categories[0]);
    }
    expect(state).toBe('current');
    expect(await inboundReferences(upgraded, before.categories)).toEqual(before.references);
  });

  it('adds the tables of this version: a wrong key is refused and counted in the database, not answered 503', async () => {
    // The failure throttle counts in a table migration 0003 creates (decision 0201): without it,
    // every refusal would fail on the missing table and answer 503.
    const refused = await upgraded.http.get(api('backend-urls')).set('Authorization', 'Bearer not-the-key');
    expect(refused.status).toBe(403);
  });
});
