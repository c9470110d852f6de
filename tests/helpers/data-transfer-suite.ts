/**
 * The data-transfer suites' app (tests/integration/data-transfer*.test.ts; issue 44, item 5;
 * docs/compatibility.md, "Export, import and transfer";
 * docs/decisions/0205-index-after-data-transfer.md): the seeded source playground with a published
 * CI run and its fake upload provider, fresh databases and child instances (all dropped after the
 * suite file), and the answers compared on both sides. Every command is Strapi's own CLI in a child
 * process.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReferenceRebuildResponse, ReferencesEnvelope, RunsEnvelope } from '@route-discovery/contract';
import { startChildPlayground, type ChildPlayground } from './child-playground';
import { createTestDatabase, type TestDatabase } from './database';
import { startOutsideHost, type OutsideHost } from './outside-host';
import { startPlayground, SUPER_ADMIN, type Playground } from './playground';
import { runBody } from './run-fixtures';
import { playgroundBootEnv } from '../../playground/boot-env';
import { runStrapiCli, type StrapiCliResult } from './strapi-cli';

/**
 * Issue 44, item 5: `strapi export` / `strapi import` into a fresh database, and `strapi transfer`
 * to a running instance with the plugin and to one without it (docs/compatibility.md, "Export,
 * import and transfer"; docs/decisions/0205-index-after-data-transfer.md). The source is the
 * seeded playground with a published CI run; every command is Strapi's own CLI in a child process.
 */
export const API = '/api/route-discovery/v1';
export const RUN_TYPE = 'plugin::route-discovery.run';
export const INDEXED = ['api::article.article', 'api::category.category', 'api::homepage.homepage'];
export const client = process.env.DATABASE_CLIENT ?? 'sqlite';
/** What the fake outside host answers every path with (tests/helpers/outside-host.ts). */
export const OUTSIDE_BODY = 'fake outside page';
/** Longest a rebuild may take to finish after it is noticed, ms. */
export const REBUILD_LIMIT_MS = 60_000;

// Each Strapi command boots the app once (10 to 30 s on a loaded machine).
jest.setTimeout(300_000);

export type Http = Pick<Playground, 'http'>;

/** One document the answers are compared on. */
export interface DocumentRef {
  uid: string;
  documentId: string;
}

/** A rebuild progress answer, of `GET v1/references/rebuild`. */
export async function rebuildProgress(
  app: Http,
  apiKey: string,
): Promise<ReferenceRebuildResponse['rebuild']> {
  const response = await app.http.get(`${API}/references/rebuild`).set('Authorization', `Bearer ${apiKey}`);
  expect(response.status).toBe(200);
  return (response.body as ReferenceRebuildResponse).rebuild;
}

/** Polls the rebuild progress every 100 ms until `done`; returns the first and the last answer. */
export async function untilRebuilt(app: Http, apiKey: string) {
  const first = await rebuildProgress(app, apiKey);
  const deadline = Date.now() + REBUILD_LIMIT_MS;
  let last = first;
  while (last.status !== 'done') {
    if (Date.now() > deadline) throw new Error(`no finished rebuild within ${REBUILD_LIMIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await rebuildProgress(app, apiKey);
  }
  return { first, last };
}

/**
 * The `v1/references` answers (out and in) of `documents`, with their index states. File targets
 * are compared without their id: an import gives upload files new ids.
 */
export async function referenceAnswers(app: Http, apiKey: string, documents: readonly DocumentRef[]) {
  const answers: Record<string, { state: string; stale: string[]; rows: string[] }> = {};
  for (const { uid, documentId } of documents) {
    for (const direction of ['out', 'in']) {
      const response = await app.http
        .get(`${API}/references?content_type=${uid}&document_id=${documentId}&direction=${direction}`)
        .set('Authorization', `Bearer ${apiKey}`);
      expect(response.status).toBe(200);
      const body = response.body as ReferencesEnvelope;
      answers[`${uid} ${documentId} ${direction}`] = {
        state: body.metadata.index_state,
        stale: body.metadata.stale_content_types,
        rows: body.references
          .map((row) =>
            JSON.stringify({ ...row, target_file_id: row.target_file_id === null ? null : 'file' }),
          )
          .sort(),
      };
    }
  }
  return answers;
}

/** The published runs of `GET v1/runs`. */
export async function runs(app: Http, apiKey: string) {
  const response = await app.http.get(`${API}/runs`).set('Authorization', `Bearer ${apiKey}`);
  expect(response.status).toBe(200);
  return (response.body as RunsEnvelope).runs;
}

/** A command's exit code, the lines naming the plugin with an error, and its output's tail (to read a failure). */
export const outcome = (result: StrapiCliResult) => ({
  code: result.code,
  pluginErrors: pluginErrors(result),
  tail: result.code === 0 ? '' : `${result.stdout}\n${result.stderr}`.slice(-3000),
});
export const succeeded = { code: 0, pluginErrors: [], tail: '' };

/** Lines of a command's output that name the plugin with an error. */
export const pluginErrors = (result: StrapiCliResult) =>
  `${result.stdout}\n${result.stderr}`
    .split('\n')
    .filter(
      (line) =>
        /\[route-discovery\]|plugin::route-discovery/.test(line) && /error|fail|could not/i.test(line),
    );

/** The environment of another instance of the playground on `database`: its own secrets, key and public folder. */
export function instanceEnv(database: TestDatabase, extra: Record<string, string> = {}) {
  const publicDir = mkdtempSync(join(tmpdir(), 'route-discovery-public-'));
  mkdirSync(join(publicDir, 'uploads'));
  return {
    publicDir,
    env: {
      ...playgroundBootEnv({ publicDir, apiKey: `rd-test-${randomBytes(16).toString('hex')}` }),
      HOST: '127.0.0.1',
      PORT: '0',
      DEMO_ADMIN_EMAIL: SUPER_ADMIN.email,
      DEMO_ADMIN_PASSWORD: SUPER_ADMIN.password,
      ...database.env,
      ...extra,
    } as Record<string, string>,
  };
}

/** A push transfer token of a running instance, made through its admin API by the seeded super admin. */
export async function pushToken(app: ChildPlayground): Promise<string> {
  const login = await app.http.post('/admin/login').send(SUPER_ADMIN);
  expect(login.status).toBe(200);
  const session = (login.body.data.accessToken ?? login.body.data.token) as string;
  const created = await app.http
    .post('/admin/transfer/tokens')
    .set('Authorization', `Bearer ${session}`)
    .send({
      name: `push ${randomBytes(4).toString('hex')}`,
      description: '',
      permissions: ['push'],
      lifespan: null,
    });
  expect(created.status).toBe(201);
  return created.body.data.accessKey as string;
}

export let source: Playground;
/** The outside upload provider of the seeded provider file: Strapi's export and transfer fetch its bytes. */
export let media: OutsideHost;
export let documents: DocumentRef[];
export let expected: Awaited<ReturnType<typeof referenceAnswers>>;
export let sourceRuns: Awaited<ReturnType<typeof runs>>;
export const folders: string[] = [];
export const databases: TestDatabase[] = [];
export const children: ChildPlayground[] = [];
/** The CLI acts on the source's database, without seeding again. */
export const sourceCli = (args: string[]) => runStrapiCli(args, { ...source.env, PLAYGROUND_SEED: 'false' });

/** A fresh database and an instance environment on it (dropped after the suite). */
export const freshInstance = async (extra: Record<string, string> = {}) => {
  const database = await createTestDatabase();
  databases.push(database);
  const instance = instanceEnv(database, extra);
  folders.push(instance.publicDir);
  return instance.env;
};
export const boot = async (env: Record<string, string>) => {
  const child = await startChildPlayground(env);
  children.push(child);
  return child;
};

beforeAll(async () => {
  // Strapi sizes a provider file's tar entry by its Content-Length (`@strapi/data-transfer`
  // `local-source/assets.js`): without one, the archive is cut after it.
  const length = String(Buffer.byteLength(OUTSIDE_BODY));
  media = await startOutsideHost({
    '/bucket/links_provider.png': () => ({ status: 200, headers: { 'content-length': length } }),
  });
  source = await startPlayground({ env: { PLAYGROUND_MEDIA_ORIGIN: media.origin } });
  const published = await source.http
    .post(`${API}/runs`)
    .set('Authorization', `Bearer ${source.apiKey}`)
    .send(runBody());
  expect(published.status).toBe(201);
  await untilRebuilt(source, source.apiKey);
  documents = [];
  for (const uid of INDEXED) {
    const rows = (await source.strapi.db.query(uid as never).findMany({ select: ['documentId'] })) as Array<{
      documentId: string;
    }>;
    for (const documentId of new Set(rows.map((row) => row.documentId))) documents.push({ uid, documentId });
  }
  expected = await referenceAnswers(source, source.apiKey, documents);
  sourceRuns = await runs(source, source.apiKey);
});

afterAll(async () => {
  for (const child of children) await child.stop();
  await source?.stop();
  await media?.close();
  for (const database of databases) await database.drop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
