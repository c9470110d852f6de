/**
 * The content-links query-plan suites' app (tests/integration/content-links-plan*.test.ts): one
 * playground per suite file on tables bulk-loaded and never analysed, with the statements it sends
 * recorded.
 */
import type { Knex } from 'knex';
import type { Client as PgClient } from 'pg';
import { seedLinkArticles } from '../../scripts/bench/links-seed';
import { appRequire } from './app';
import { startPlayground, type Playground } from './playground';

/** Link articles bulk-loaded (draft and published rows, a cover each): several keyset pages. */
export const DOCUMENTS = 3000;
export const ENDPOINT = '/api/route-discovery/v1/content-links';
/** The tables whose rows content links reads by owner or documentId: never read whole. */
export const READ_BY_KEY = ['articles', 'files_related_mph', 'articles_cmps'];

export const client = process.env.DATABASE_CLIENT ?? 'sqlite';
/** Plans are checked on PostgreSQL, whose planner falls back to sequential scans without statistics. */
export const itOnPostgres = client === 'postgres' ? it : it.skip;

/** A statement sent to PostgreSQL through the `pg` driver (knex's and the raw lookups'), by connection. */
export interface SentQuery {
  sql: string;
  bindings: unknown[];
  connection: unknown;
}

/**
 * Records every statement the `pg` clients send while `work` runs, calling through: knex's
 * queries and the lookups that go to a pool connection directly (`database/without-jit.ts`).
 */
export async function recordStatements<T>(
  work: () => PromiseLike<T>,
): Promise<{ result: T; sent: SentQuery[] }> {
  const sent: SentQuery[] = [];
  // The driver the app loaded (Node's own loader, docs/decisions/0109-one-strapi-load-per-test-worker.md),
  // not jest's copy of it.
  const { Client } = appRequire('pg') as typeof import('pg');
  const original = Client.prototype.query;
  const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function record(
    this: PgClient,
    ...args: unknown[]
  ) {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown];
    const sql = typeof config === 'string' ? config : config.text;
    const bindings = typeof config === 'string' ? values : config.values;
    sent.push({ sql, bindings: Array.isArray(bindings) ? bindings : [], connection: this });
    return (original as (...call: unknown[]) => unknown).apply(this, args) as never;
  });
  try {
    return { result: await work(), sent };
  } finally {
    spy.mockRestore();
  }
}

/** PostgreSQL's plan of a query, one line per plan node. */
export async function explain(knex: Knex, query: SentQuery): Promise<string> {
  // knex hands PostgreSQL `$1`-style placeholders; `raw` takes them back as `?` in the same order.
  const sql = `EXPLAIN ${query.sql.replace(/\$\d+/g, '?')}`;
  const result = (await knex.raw(sql, query.bindings as Knex.RawBinding[])) as {
    rows: Array<{ 'QUERY PLAN': string }>;
  };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

export let playground: Playground;
export let knex: Knex;

beforeAll(async () => {
  playground = await startPlayground();
  knex = playground.strapi.db.connection as unknown as Knex;
  if (client === 'postgres') {
    // The server must not analyse the tables behind the test's back (autovacuum).
    for (const table of READ_BY_KEY)
      await knex.raw(`ALTER TABLE ?? SET (autovacuum_enabled = false)`, [table]);
  }
  await seedLinkArticles(knex, client, 0, DOCUMENTS, DOCUMENTS);
});

afterAll(async () => {
  await playground?.stop();
});
