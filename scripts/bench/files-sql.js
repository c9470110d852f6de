#!/usr/bin/env node
'use strict';
/**
 * The Files page's statements alone on SQLite (decision 0148), before and after the stored
 * `upload_path` column: seeds a private SQLite file (the driver the playground uses) with N upload
 * files and the index rows scripts/bench/files-seed.js writes (a media reference for every other
 * file, a CDN link with a query for every third, a link to a missing upload per file), then times
 * each statement `--repeat` times and prints the median, ms:
 *   unused totals    COUNT/SUM of the files no index row names (v1/files metadata, v1/summary)
 *   link counts      a page's link counts: 100 files' upload paths
 *   missing page     the first 101 link rows naming no file
 *   missing count    the count of those rows
 * "before" computes each index row's upload path in SQL (uploadPathSql, as 0147 did), "after"
 * reads the stored column. The statements are written out here as the plugin builds them for
 * SQLite (file-usage-sql.ts, file-usage.ts, missing-files.ts). Usage:
 *   node scripts/bench/files-sql.js [--files 100000] [--repeat 5]
 */
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { parseArgs } = require('node:util');
const Database = require('better-sqlite3');
const { median } = require('./http');

const { values } = parseArgs({
  options: { files: { type: 'string', default: '100000' }, repeat: { type: 'string', default: '5' } },
});
const FILES = Number(values.files);
const REPEAT = Number(values.repeat);

/** uploadPathSql for SQLite (file-usage-sql.ts). */
function pathSql(column) {
  const cut = (text, code) =>
    `(CASE WHEN instr(${text}, char(${code})) > 0 THEN substr(${text}, 1, instr(${text}, char(${code})) - 1) ELSE ${text} END)`;
  const rest = `substr(${column}, instr(${column}, '/uploads/'))`;
  return `(CASE WHEN instr(${column}, '/uploads/') > 0 THEN ${cut(cut(rest, 63), 35)} ELSE '' END)`;
}

function seed(db) {
  db.exec(
    `CREATE TABLE files (id integer PRIMARY KEY AUTOINCREMENT, name varchar(255), url text, size float)`,
  );
  db.exec(`CREATE TABLE route_discovery_references (id integer PRIMARY KEY AUTOINCREMENT,
    source_uid varchar(255) NOT NULL, source_document_id varchar(255) NOT NULL,
    source_locale varchar(64) NOT NULL DEFAULT '', source_published integer NOT NULL,
    field_path text NOT NULL, link_text text NOT NULL, reference_kind varchar(16) NOT NULL,
    target_kind varchar(16) NOT NULL, target_uid varchar(255) NOT NULL DEFAULT '',
    target_id varchar(255) NOT NULL DEFAULT '', target_locale varchar(64) NOT NULL DEFAULT '',
    target_url text NOT NULL, upload_path text NOT NULL DEFAULT '')`);
  db.exec(
    `CREATE INDEX rd_references_target ON route_discovery_references (target_kind, target_id, target_locale)`,
  );
  db.exec(`CREATE INDEX rd_references_source ON route_discovery_references
    (source_uid, source_document_id, source_locale, source_published)`);
  db.exec(`CREATE INDEX rd_references_upload_path ON route_discovery_references (upload_path)`);
  const file = db.prepare('INSERT INTO files (name, url, size) VALUES (?, ?, 1.5)');
  const ref = db.prepare(`INSERT INTO route_discovery_references (source_uid, source_document_id,
    source_locale, source_published, field_path, link_text, reference_kind, target_kind, target_id,
    target_url, upload_path) VALUES ('api::article.article', ?, 'en', 1, ?, ?, ?, ?, ?, ?, ?)`);
  db.transaction(() => {
    for (let index = 0; index < FILES; index += 1) {
      const url = `/uploads/bench_file_${index}.png`;
      const id = Number(file.run(`bench_file_${index}.png`, url).lastInsertRowid);
      const doc = `bench${String(index).padStart(19, '0')}`;
      if (index % 2 === 0) ref.run(doc, 'cover', '', 'media', 'file', String(id), '', '');
      if (index % 3 === 0)
        ref.run(doc, 'content', 'file', 'link', 'url', '', `https://cdn.example.com${url}?w=1`, url);
      const gone = `/uploads/bench_gone_${index}.png`;
      ref.run(doc, 'content', 'file', 'link', 'url', '', gone, gone);
    }
  })();
  db.exec('ANALYZE');
}

/** The statements, before (paths computed per row) and after (the stored column). */
function statements() {
  const refs = 'route_discovery_references';
  const filePath = pathSql('"files"."url"');
  const linkPath = pathSql('"target_url"');
  const pagePaths = Array.from({ length: 100 }, (_, i) => `'/uploads/bench_file_${i * 997}.png'`).join(', ');
  const idNotIn = `CAST("files"."id" AS TEXT) NOT IN (SELECT target_id FROM ${refs} WHERE target_kind = 'file')`;
  const filesPaths = `SELECT ${pathSql('"url"')} FROM "files" UNION ALL SELECT ''`;
  return {
    'unused totals': {
      before: `SELECT count(*) n, sum(size) s FROM files WHERE ${idNotIn} AND ${filePath} NOT IN (SELECT rd_link.p FROM (SELECT ${linkPath} AS p FROM ${refs} WHERE target_kind = 'url' AND target_id = '') rd_link WHERE rd_link.p <> '')`,
      after: `SELECT count(*) n, sum(size) s FROM files WHERE ${idNotIn} AND (${filePath} = '' OR ${filePath} NOT IN (SELECT "upload_path" FROM ${refs}))`,
    },
    'link counts': {
      before: `SELECT p, count(*) n FROM (SELECT ${linkPath} AS p FROM ${refs} WHERE target_kind = 'url' AND target_id = '') rd_link WHERE p IN (${pagePaths}) GROUP BY p`,
      after: `SELECT upload_path p, count(*) n FROM ${refs} WHERE upload_path IN (${pagePaths}) GROUP BY upload_path`,
    },
    'missing page': {
      before: `SELECT * FROM ${refs} WHERE target_kind = 'url' AND target_id = '' AND ${linkPath} NOT IN (${filesPaths}) AND id > 0 ORDER BY id LIMIT 101`,
      after: `SELECT * FROM ${refs} WHERE target_kind = 'url' AND target_id = '' AND "upload_path" NOT IN (${filesPaths}) AND id > 0 ORDER BY id LIMIT 101`,
    },
    'missing count': {
      before: `SELECT count(*) n FROM ${refs} WHERE target_kind = 'url' AND target_id = '' AND ${linkPath} NOT IN (${filesPaths})`,
      after: `SELECT count(*) n FROM ${refs} WHERE target_kind = 'url' AND target_id = '' AND "upload_path" NOT IN (${filesPaths})`,
    },
  };
}

function time(db, sql) {
  const statement = db.prepare(sql);
  const runs = [];
  let answer;
  for (let run = 0; run < REPEAT; run += 1) {
    const started = process.hrtime.bigint();
    answer = statement.all();
    runs.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return { ms: median(runs), answer: JSON.stringify(answer) };
}

function main() {
  const dir = mkdtempSync(join(tmpdir(), 'rd-files-sql-'));
  try {
    const db = new Database(join(dir, 'bench.db'));
    const started = Date.now();
    seed(db);
    const rows = db.prepare('SELECT count(*) n FROM route_discovery_references').get().n;
    console.log(
      `${FILES} files, ${rows} index rows, seeded in ${Date.now() - started} ms (SQLite ${db.prepare('SELECT sqlite_version() v').get().v})`,
    );
    for (const [name, { before, after }] of Object.entries(statements())) {
      const old = time(db, before);
      const now = time(db, after);
      const same = old.answer === now.answer ? 'same answer' : 'ANSWERS DIFFER';
      console.log(
        `${name.padEnd(14)} before ${old.ms.toFixed(1)} ms, after ${now.ms.toFixed(1)} ms (${same})`,
      );
    }
    db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
