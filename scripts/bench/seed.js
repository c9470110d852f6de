'use strict';
/**
 * Fast seeding of published articles with knex bulk inserts, bypassing the Document Service.
 * Draft and publish stores each published document as two rows of `articles` (a draft with
 * `published_at` NULL and a published copy), both sharing one `document_id` (Strapi 5's
 * document model: packages/core/core/src/services/document-service in strapi/strapi).
 */

// Rows per INSERT: knex writes a SQLite multi-row insert as a compound SELECT, limited to 500 terms
// (SQLITE_MAX_COMPOUND_SELECT, https://www.sqlite.org/limits.html); 2,000 rows of 8 columns stay far
// below PostgreSQL's 65,535 and MySQL's 65,535 bound parameters.
const CHUNK_ROWS = { sqlite: 500, postgres: 2000, mysql: 2000 };

/** The two rows (draft, published) of benchmark article number `index`. */
function articleRows(index, now) {
  const base = {
    document_id: `bench${String(index).padStart(19, '0')}`,
    title: `Benchmark article ${index}`,
    slug: `bench-${index}`,
    body: 'x',
    locale: 'en',
    created_at: now,
    updated_at: now,
  };
  return [
    { ...base, published_at: null },
    { ...base, published_at: now },
  ];
}

/**
 * Inserts benchmark articles number `from` (inclusive) to `to` (exclusive) in one transaction,
 * in chunks of CHUNK_ROWS[client] rows. The planner statistics are left as they were (on a new
 * table: none): `analyzeArticles` refreshes them, as autovacuum would eventually.
 * @param {import('knex').Knex} knex Strapi's connection (`strapi.db.connection`)
 * @param {string} client 'sqlite' | 'postgres' | 'mysql'
 * @returns {Promise<{documents: number, rows: number, ms: number}>} what was inserted and how long it took
 */
async function seedArticles(knex, client, from, to) {
  const started = process.hrtime.bigint();
  const now = new Date();
  let rows = 0;
  await knex.transaction(async (trx) => {
    let chunk = [];
    for (let index = from; index < to; index += 1) {
      chunk.push(...articleRows(index, now));
      if (chunk.length >= CHUNK_ROWS[client]) {
        await trx('articles').insert(chunk);
        rows += chunk.length;
        chunk = [];
      }
    }
    if (chunk.length) {
      await trx('articles').insert(chunk);
      rows += chunk.length;
    }
  });
  return { documents: to - from, rows, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

/**
 * Keeps the server from refreshing `articles`' planner statistics by itself, so a measurement or
 * a test right after a bulk load sees the table as an import leaves it: PostgreSQL autovacuum off
 * for the table (`autovacuum_enabled`, PostgreSQL docs "Storage Parameters"), InnoDB's automatic
 * recalculation off (`STATS_AUTO_RECALC`, MariaDB docs "InnoDB Persistent Statistics"). SQLite
 * keeps no statistics unless asked.
 */
async function freezeStatistics(knex, client) {
  if (client === 'postgres') await knex.raw('ALTER TABLE articles SET (autovacuum_enabled = false)');
  if (client === 'mysql') await knex.raw('ALTER TABLE articles STATS_AUTO_RECALC = 0');
}

/** Fresh planner statistics for `articles`, as autovacuum gives a long-lived database. */
async function analyzeArticles(knex, client) {
  if (client === 'postgres') await knex.raw('ANALYZE articles');
  if (client === 'mysql') await knex.raw('ANALYZE TABLE articles');
}

/**
 * The raw SQL floor: every published row's `document_id, locale, title`, read through knex on
 * Strapi's own connection into an array (what any listing of published documents must at least do).
 * @returns {Promise<{rows: number, ms: number}>}
 */
async function scanPublished(knex) {
  const started = process.hrtime.bigint();
  const rows = await knex('articles').select('document_id', 'locale', 'title').whereNotNull('published_at');
  return { rows: rows.length, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

module.exports = { seedArticles, scanPublished, freezeStatistics, analyzeArticles };
