import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import supertest from 'supertest';
import { playgroundBootEnv } from '../../playground/boot-env';
import { appRequire, PLAYGROUND_DIR } from './app';
import { createTestDatabase, type DatabaseUser, type TestDatabase } from './database';
import { forgetAppModules, keepProcessListeners } from './native-modules';
import { emptyTables, schemaTemplate } from './schema-template';

/** Credentials of the playground's seeded admin users in tests. */
export const SUPER_ADMIN = { email: 'super@example.com', password: 'Super-Passw0rd!' };
export const EDITOR = { email: 'editor@example.com', password: 'Editor-Passw0rd!' };

/** A booted playground: the Strapi instance, an HTTP client bound to it, and teardown. */
export interface Playground {
  strapi: Core.Strapi;
  http: ReturnType<typeof supertest>;
  baseUrl: string;
  apiKey: string;
  /**
   * The environment this instance booted with (database, secrets, API key, plugin settings): boot
   * another instance of the same app on the same database with it (`child-playground.ts`).
   */
  env: Readonly<Record<string, string | undefined>>;
  /** Logs in through `POST /admin/login` and returns the admin access token. */
  adminToken(credentials?: { email: string; password: string }): Promise<string>;
  stop(): Promise<void>;
}

/** Strapi's packages as the booted app resolves them (its own Strapi version, not the repository's). */
const strapiModules = () => ({
  createStrapi: (appRequire('@strapi/strapi') as typeof import('@strapi/strapi')).createStrapi,
  winston: (appRequire('@strapi/logger') as typeof import('@strapi/logger')).winston,
});

/** Sets (or, for undefined, removes) env vars; returns their previous values for restoring. */
function applyEnv(values: Record<string, string | undefined>): Record<string, string | undefined> {
  const previous: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(values)) {
    previous[name] = process.env[name];
    if (value === undefined) Reflect.deleteProperty(process.env, name);
    else process.env[name] = value;
  }
  return previous;
}

/** What a boot is given besides its database (see `startPlayground`). */
interface BootOptions {
  env?: Record<string, string | undefined>;
  logSink?: (line: string) => void;
  databaseOwner?: DatabaseUser;
  distDir?: string;
}

/**
 * Boots the playground in-process on a private database (see `createTestDatabase`), listening on
 * 127.0.0.1 on a free port. The database starts from this jest run's empty schema template when
 * there is one (`schema-template.ts`), else with no tables. The plugin is loaded from the
 * repository root's build (`dist/`), or,
 * with `ROUTE_DISCOVERY_FROM_PACKAGE=1`, from the app's node_modules (`playground/config/plugins.js`).
 * @param options.env extra environment for this boot (e.g. `NODE_ENV`, plugin settings)
 * @param options.databaseOwner a server user the app connects as, owning its database (see
 *   `createTestDatabase`); the server's admin user when absent
 * @param options.distDir the folder Strapi loads the app from: the sources (the playground itself,
 *   the default), or the compiled copy `strapi build` writes with the admin panel beside it
 *   (`playground/dist`, see playground/tsconfig.json)
 */
export async function startPlayground(options: BootOptions = {}): Promise<Playground> {
  const template = options.databaseOwner ? undefined : await schemaTemplate(bootEmptySchema);
  const database = await createTestDatabase({ owner: options.databaseOwner, template });
  return bootOn(database, options);
}

/**
 * Makes the schema template on the database `databaseEnv` points at: a boot without seeding, its
 * tables emptied (`emptyTables`), and a stop that keeps the database.
 */
async function bootEmptySchema(databaseEnv: Record<string, string>): Promise<void> {
  const client = (process.env.DATABASE_CLIENT ?? 'sqlite') as TestDatabase['client'];
  const kept: TestDatabase = { client, env: databaseEnv, drop: async () => undefined };
  const playground = await bootOn(kept, { env: { PLAYGROUND_SEED: 'false' } });
  try {
    await emptyTables(playground.strapi);
  } finally {
    await playground.stop();
  }
}

/** `startPlayground` on a database made already; its `stop` drops that database. */
async function bootOn(database: TestDatabase, options: BootOptions): Promise<Playground> {
  // Seeding uploads a media file: give each boot its own public folder.
  const publicDir = mkdtempSync(join(tmpdir(), 'route-discovery-public-'));
  mkdirSync(join(publicDir, 'uploads'));
  const apiKey = `rd-test-${randomBytes(16).toString('hex')}`;
  const env: Record<string, string | undefined> = {
    ...playgroundBootEnv({ publicDir, apiKey }),
    BROWSER: 'none',
    HOST: '127.0.0.1',
    PORT: '0',
    DEMO_ADMIN_EMAIL: SUPER_ADMIN.email,
    DEMO_ADMIN_PASSWORD: SUPER_ADMIN.password,
    PLAYGROUND_EDITOR_EMAIL: EDITOR.email,
    PLAYGROUND_EDITOR_PASSWORD: EDITOR.password,
    ...database.env,
    ...options.env,
  };
  const previous = applyEnv(env);

  // The app and the plugin load afresh for each boot; Strapi's packages stay loaded.
  forgetAppModules(appRequire.cache);
  const restoreProcessListeners = keepProcessListeners();
  const { createStrapi, winston } = strapiModules();
  const instance = createStrapi({ appDir: PLAYGROUND_DIR, distDir: options.distDir ?? PLAYGROUND_DIR });
  // Keep test output readable: Strapi's info lines (migrations, boot) are not what tests read.
  instance.log.level = process.env.TEST_LOG_LEVEL ?? 'warn';
  if (options.logSink) {
    const sink = options.logSink;
    // Every line the logger emits, whatever its transports do with it.
    instance.log.add(
      new winston.transports.Stream({
        level: 'silly',
        stream: new Writable({
          write(chunk, _encoding, done) {
            sink(String(chunk));
            done();
          },
        }),
      }),
    );
  }
  let strapi: Core.Strapi;
  try {
    strapi = await instance.load();
    (globalThis as { strapi?: Core.Strapi }).strapi = strapi;
    // Strapi before 5.4x always marks the admin refresh cookie `secure` in production, which Koa
    // refuses over plain HTTP: logins say they came through an HTTPS proxy (`X-Forwarded-Proto`).
    strapi.server.app.proxy = true;
    strapi.server.mount();
    await new Promise<void>((ready) => strapi.server.httpServer.listen(0, '127.0.0.1', ready));
  } catch (error) {
    await instance.destroy().catch(() => undefined);
    restoreProcessListeners();
    await database.drop();
    rmSync(publicDir, { recursive: true, force: true });
    applyEnv(previous);
    throw error;
  }
  const { port } = strapi.server.httpServer.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const http = supertest(baseUrl);

  return {
    strapi,
    http,
    baseUrl,
    apiKey: process.env.DISCOVERY_API_KEY ?? apiKey,
    env,
    async adminToken(credentials = SUPER_ADMIN) {
      const response = await http.post('/admin/login').set('X-Forwarded-Proto', 'https').send(credentials);
      if (response.status !== 200) {
        throw new Error(`Admin login failed for ${credentials.email}: ${response.status}`);
      }
      const data = response.body.data as { token?: string; accessToken?: string };
      const token = data.accessToken ?? data.token;
      if (!token) throw new Error('Admin login returned no access token');
      return token;
    },
    async stop() {
      await strapi.destroy();
      restoreProcessListeners();
      // As Strapi's destroy does for the worker's realm.
      Reflect.deleteProperty(globalThis, 'strapi');
      await database.drop();
      rmSync(publicDir, { recursive: true, force: true });
      applyEnv(previous);
    },
  };
}
