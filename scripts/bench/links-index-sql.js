'use strict';
/**
 * The in-server side of links-index-floor.js (server.js command `linksIndexFloor`), on Strapi's
 * knex connection. Each step reads every published benchmark article's links once, streamed
 * (keyset pages of PAGE rows, or one statement iterated), never into one array of every row:
 *   content       the article rows' link columns (bare-pipeline.js `readPage`), each body and
 *                 cover through the plugin's extraction (`blocksLinks`, `mediaLinks`, compiled
 *                 from server/src by esbuild): what the reference index would replace;
 *   contentRaw    the same as one streamed statement (`streamRows`);
 *   indexTable    the index's published link and media rows, the table as today, pages by id;
 *   indexCovering the same rows from COPY (made by `prepare`), pages in covering-index order;
 *   indexRaw      the same as one streamed statement over the covering index.
 * Each returns `{ms, rows, links?, bytes?}`: rows read, links extracted (content steps).
 */
const { rmSync, writeFileSync, mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');
const { readPage } = require('./bare-pipeline');

const PAGE = 500;
const CURSOR_ROWS = 5000;
const TYPE = 'api::article.article';
const INDEX = 'route_discovery_references';
const COPY = 'rd_bench_references';
/** What a content-links row needs of an index row (tables.ts `RECORD_COLUMNS` and `upload_path`). */
const READ = (
  'source_uid source_document_id source_locale field_path link_text reference_kind target_kind ' +
  'target_uid target_id target_locale target_url upload_path'
).split(' ');
const PUBLISHED_LINKS = `source_uid = '${TYPE}' AND source_published = 1 AND reference_kind IN ('link', 'media')`;

let extraction = null;

/** The plugin's `blocksLinks` and `mediaLinks` (server/src/content-links), bundled once with esbuild. */
function pluginExtraction() {
  if (extraction) return extraction;
  // Required here: server.js loads this file for every benchmark, only this step bundles.
  const { buildSync } = require('esbuild');
  const root = resolve(__dirname, '..', '..');
  const { outputFiles } = buildSync({
    stdin: {
      contents:
        "export { blocksLinks } from './server/src/content-links/blocks-links';\n" +
        "export { mediaLinks } from './server/src/content-links/media-links';\n",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    write: false,
  });
  const dir = mkdtempSync(join(tmpdir(), 'rd-bench-extract-'));
  const file = join(dir, 'extraction.js');
  writeFileSync(file, outputFiles[0].text);
  extraction = require(file);
  rmSync(dir, { recursive: true, force: true });
  return extraction;
}

/** Links of one article row: its blocks body, then its cover (the walk's order and paths). */
function articleLinks(extract, content, cover) {
  let links = extract.blocksLinks(content, 'content').length;
  if (cover.url) links += extract.mediaLinks(cover, 'cover').length;
  return links;
}

const rowsOf = (result) => (Array.isArray(result) ? result : result.rows);

/** Runs `sql` once, `onRow` per row as it comes: SQLite better-sqlite3 `.raw().iterate()`, PostgreSQL a cursor. */
async function streamRows(knex, client, sql, onRow) {
  if (client === 'sqlite') {
    const connection = await knex.client.acquireConnection();
    try {
      for (const row of connection.prepare(sql).raw().iterate()) onRow(row);
    } finally {
      await knex.client.releaseConnection(connection);
    }
    return;
  }
  await knex.transaction(async (trx) => {
    await trx.raw(`DECLARE rd_bench_cursor NO SCROLL CURSOR FOR ${sql}`);
    for (;;) {
      const rows = rowsOf(await trx.raw(`FETCH ${CURSOR_ROWS} FROM rd_bench_cursor`));
      if (rows.length === 0) break;
      for (const row of rows) onRow(Object.values(row));
    }
  });
}

/** Keyset pages of `sql` (ending in `ORDER BY ... LIMIT`), `next(lastRow)` giving the next bindings. */
async function pages(knex, sql, first, next, onRow) {
  let rows = 0;
  for (let bindings = first; ; ) {
    const page = rowsOf(await knex.raw(sql, bindings));
    for (const row of page) onRow(row);
    rows += page.length;
    if (page.length < PAGE) return rows;
    bindings = next(page[page.length - 1]);
  }
}

// SQLite `NOT INDEXED`: a rowid range. Left to itself (no statistics) it takes the source index
// and sorts all the type's rows for every page (`USE TEMP B-TREE FOR ORDER BY`).
const indexTableSql = (client) =>
  `SELECT id, ${READ.join(', ')} FROM ${INDEX}${client === 'sqlite' ? ' NOT INDEXED' : ''} ` +
  `WHERE ${PUBLISHED_LINKS} AND id > ? ORDER BY id LIMIT ${PAGE}`;
const COVERING_SQL = `SELECT source_row_id, id, ${READ.join(', ')} FROM ${COPY} WHERE ${PUBLISHED_LINKS} AND (source_row_id, id) > (?, ?) ORDER BY source_row_id, id LIMIT ${PAGE}`;
const COVERING_RAW_SQL = `SELECT ${READ.join(', ')} FROM ${COPY} WHERE ${PUBLISHED_LINKS} ORDER BY source_row_id, id`;
const CONTENT_RAW_SQL =
  'SELECT a.document_id, a.locale, a.content, f.url, f.formats, f.name, f.alternative_text FROM articles a ' +
  `LEFT JOIN files_related_mph m ON m.related_id = a.id AND m.related_type = '${TYPE}' AND m.field = 'cover' ` +
  'LEFT JOIN files f ON f.id = m.file_id WHERE a.published_at IS NOT NULL ORDER BY a.id';

const STEPS = {
  async content(knex) {
    const extract = pluginExtraction();
    let rows = 0;
    let links = 0;
    for (let afterId = 0; ; ) {
      const page = await readPage(knex, afterId);
      if (page.length === 0) break;
      for (const row of page) {
        const cover = { url: row.url, formats: row.formats, name: row.fileText };
        links += articleLinks(extract, row.content, cover);
      }
      rows += page.length;
      afterId = page[page.length - 1].id;
    }
    return { rows, links };
  },
  async contentRaw(knex, client) {
    const extract = pluginExtraction();
    let rows = 0;
    let links = 0;
    await streamRows(knex, client, CONTENT_RAW_SQL, (row) => {
      const cover = { url: row[3], formats: row[4], name: row[5], alternativeText: row[6] };
      links += articleLinks(extract, row[2], cover);
      rows += 1;
    });
    return { rows, links };
  },
  async indexTable(knex, client) {
    let bytes = 0;
    const rows = await pages(
      knex,
      indexTableSql(client),
      [0],
      (last) => [last.id],
      (row) => (bytes += row.target_url.length),
    );
    return { rows, bytes };
  },
  async indexCovering(knex) {
    let bytes = 0;
    const rows = await pages(
      knex,
      COVERING_SQL,
      [0, 0],
      (last) => [last.source_row_id, last.id],
      (row) => (bytes += row.target_url.length),
    );
    return { rows, bytes };
  },
  async indexRaw(knex, client) {
    let rows = 0;
    let bytes = 0;
    await streamRows(knex, client, COVERING_RAW_SQL, (row) => {
      bytes += row[10].length;
      rows += 1;
    });
    return { rows, bytes };
  },
};

/** The query plans of the index reads, one line each (EXPLAIN QUERY PLAN / EXPLAIN). */
async function plans(knex, client) {
  const explain = client === 'sqlite' ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN';
  const plan = async (sql, bindings) =>
    rowsOf(await knex.raw(`${explain} ${sql}`, bindings))
      .map((row) => row.detail ?? row['QUERY PLAN'])
      .join(' | ');
  return {
    indexTable: await plan(indexTableSql(client), [0]),
    indexCovering: await plan(COVERING_SQL, [0, 0]),
    indexRaw: await plan(COVERING_RAW_SQL, []),
    contentRaw: await plan(CONTENT_RAW_SQL, []),
  };
}

/** Bytes of the tables and indexes read (SQLite: the dbstat table; PostgreSQL: pg_table_size). */
async function sizes(knex, client) {
  const names = [INDEX, 'rd_references_source', COPY, 'rd_bench_covering', 'articles'];
  const list = names.map(() => '?').join(', ');
  const sql =
    client === 'sqlite'
      ? `SELECT name, SUM(pgsize) AS bytes FROM dbstat WHERE name IN (${list}) GROUP BY name`
      : `SELECT relname AS name, pg_table_size(oid) AS bytes FROM pg_class WHERE relname IN (${list})`;
  return Object.fromEntries(rowsOf(await knex.raw(sql, names)).map((row) => [row.name, Number(row.bytes)]));
}

/**
 * Makes COPY: the index's rows with `source_row_id` (the linking version's row id, from the
 * articles table; 0 for other types), and the covering index `(source_uid, source_published,
 * source_row_id, id)` holding the read columns (SQLite: as key columns; PostgreSQL: INCLUDE),
 * then on PostgreSQL refreshes statistics and the visibility map (VACUUM ANALYZE) of the tables
 * read, as autovacuum would after the seed and the rebuild, so an index-only scan is possible.
 */
async function prepare(knex, client) {
  const started = process.hrtime.bigint();
  await knex.raw(`DROP TABLE IF EXISTS ${COPY}`);
  const published = 'CASE WHEN a.published_at IS NULL THEN 0 ELSE 1 END';
  await knex.raw(
    `CREATE TABLE ${COPY} AS SELECT r.*, COALESCE(a.id, 0) AS source_row_id FROM ${INDEX} r ` +
      `LEFT JOIN articles a ON r.source_uid = '${TYPE}' AND a.document_id = r.source_document_id ` +
      `AND a.locale = r.source_locale AND ${published} = r.source_published`,
  );
  const key = ['source_uid', 'source_published', 'source_row_id', 'id'];
  const rest = READ.filter((column) => !key.includes(column)).join(', ');
  await knex.raw(
    client === 'sqlite'
      ? `CREATE INDEX rd_bench_covering ON ${COPY} (${key.join(', ')}, ${rest})`
      : `CREATE INDEX rd_bench_covering ON ${COPY} (${key.join(', ')}) INCLUDE (${rest})`,
  );
  if (client === 'postgres')
    await knex.raw(`VACUUM ANALYZE ${INDEX}, ${COPY}, articles, files_related_mph, files`);
  const [{ count }] = rowsOf(await knex.raw(`SELECT COUNT(*) AS count FROM ${COPY}`));
  return {
    ms: Number(process.hrtime.bigint() - started) / 1e6,
    copied: Number(count),
    plans: await plans(knex, client),
    sizes: await sizes(knex, client),
  };
}

/**
 * The `linksIndexFloor` command: `step` is `prepare` or one of STEPS.
 * @returns {Promise<object>} prepare's summary, or `{ms, rows, links?, bytes?}` of the step
 * @throws on an unknown step, or a step SQLite/PostgreSQL refuses
 */
async function indexFloor(knex, client, { step }) {
  if (step === 'prepare') return prepare(knex, client);
  const run = STEPS[step];
  if (!run) throw new Error(`unknown step ${step}`);
  const started = process.hrtime.bigint();
  const result = await run(knex, client);
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, ...result };
}

module.exports = { indexFloor };
