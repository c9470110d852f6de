#!/usr/bin/env node
'use strict';
/**
 * Benchmark: frontend and backend discovery on a playground with many documents.
 *
 * Boots the playground in-process on a temporary SQLite file, inserts BENCH_DOCUMENTS published
 * articles (default 100000; each has a draft and a published row, as draft & publish stores them),
 * then prints, for each measurement, the median of BENCH_RUNS runs (default 5) and the heap growth:
 *
 *   baseline   the Document Service listing every published article (what a naive discovery would do)
 *   ours       GET frontend-urls with pagesPerType 1 (the default) and 0 (every document)
 *   backend    GET backend-urls
 *   exposure   GET exposure, beside GET /_health (Strapi's own health route) as the floor
 *
 * Run `npm run build` first. Usage: node scripts/benchmark.js
 */
const { randomBytes } = require('node:crypto');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS || 100000);
const RUNS = Number(process.env.BENCH_RUNS || 5);
const playgroundDir = resolve(__dirname, '..', 'playground');
const dir = mkdtempSync(join(tmpdir(), 'rd-bench-'));
const key = `bench-${randomBytes(8).toString('hex')}`;
const secret = () => randomBytes(24).toString('base64');

Object.assign(process.env, {
  NODE_ENV: 'development',
  APP_KEYS: `${secret()},${secret()}`,
  ADMIN_JWT_SECRET: secret(),
  API_TOKEN_SALT: secret(),
  TRANSFER_TOKEN_SALT: secret(),
  ENCRYPTION_KEY: secret(),
  JWT_SECRET: secret(),
  SERVE_ADMIN_PANEL: 'false',
  DATABASE_CLIENT: 'sqlite',
  DATABASE_FILENAME: join(dir, 'bench.db'),
  DISCOVERY_API_KEY: key,
  STRAPI_TELEMETRY_DISABLED: 'true',
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mib = (bytes) => (bytes / 1024 / 1024).toFixed(1);

async function measure(label, run) {
  const times = [];
  let heapGrowth = 0;
  let detail = '';
  for (let i = 0; i < RUNS; i += 1) {
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const started = process.hrtime.bigint();
    detail = await run();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    heapGrowth = Math.max(heapGrowth, process.memoryUsage().heapUsed - heapBefore);
  }
  console.log(
    `${label.padEnd(44)} median ${median(times).toFixed(1).padStart(9)} ms   max heap growth ${mib(heapGrowth).padStart(7)} MiB   ${detail}`,
  );
  return median(times);
}

async function insertArticles(strapi) {
  const knex = strapi.db.connection;
  const now = new Date().toISOString();
  const rows = [];
  for (let i = 0; i < DOCUMENTS; i += 1) {
    const documentId = `bench${String(i).padStart(19, '0')}`;
    const base = {
      document_id: documentId,
      title: `Benchmark article ${i}`,
      slug: `bench-${i}`,
      body: 'x',
      locale: 'en',
      created_at: now,
      updated_at: now,
    };
    rows.push({ ...base, published_at: null }, { ...base, published_at: now });
  }
  const started = Date.now();
  await knex.transaction(async (trx) => {
    for (let i = 0; i < rows.length; i += 500) await trx('articles').insert(rows.slice(i, i + 500));
  });
  console.log(`inserted ${DOCUMENTS} published articles (${rows.length} rows) in ${Date.now() - started} ms`);
}

async function main() {
  const { createStrapi } = require('@strapi/strapi');
  const instance = createStrapi({ appDir: playgroundDir, distDir: playgroundDir });
  instance.log.level = 'warn';
  const strapi = await instance.load();
  strapi.server.mount();
  await new Promise((ready) => strapi.server.httpServer.listen(0, '127.0.0.1', ready));
  const base = `http://127.0.0.1:${strapi.server.httpServer.address().port}`;
  const get = async (path) => {
    const response = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${key}` } });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  };
  try {
    await insertArticles(strapi);
    console.log(`node ${process.versions.node}, ${RUNS} runs each\n`);
    await measure('baseline: Document Service, all published', async () => {
      const all = await strapi
        .documents('api::article.article')
        .findMany({ status: 'published', locale: 'en', limit: DOCUMENTS + 10 });
      return `${all.length} documents`;
    });
    await measure('ours: frontend-urls, pagesPerType 1', async () => {
      const body = await get('/api/route-discovery/v1/frontend-urls');
      return `${body.count} rows`;
    });
    strapi.config.set('plugin::route-discovery.pagesPerType', 0);
    await measure('ours: frontend-urls, pagesPerType 0 (all)', async () => {
      const body = await get('/api/route-discovery/v1/frontend-urls?filter=pages');
      return `${body.count} rows`;
    });
    await measure('ours: backend-urls', async () => {
      const body = await get('/api/route-discovery/v1/backend-urls');
      return `${body.count} rows`;
    });
    await measure('floor: GET /_health', async () => `status ${(await fetch(`${base}/_health`)).status}`);
    await measure('ours: exposure', async () => {
      const body = await get('/api/route-discovery/v1/exposure');
      return `${body.count.routes} routes, ${body.count.findings} findings`;
    });
  } finally {
    await strapi.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
