'use strict';
/**
 * The pages benchmark at one database size: `frontend-urls?filter=pages` (the server runs with
 * `pagesPerType: 0`, so every published document is a row) beside the raw SQL floor and, for sizes
 * up to REST_MAX_DOCUMENTS, beside paging the Public REST API 100 documents at a time.
 */
const { timedGet, median } = require('./http');
const { readMemory, resetPeak } = require('./procfs');

const PAGES_PATH = '/api/route-discovery/v1/frontend-urls?filter=pages';
/**
 * Texts that appear once per row of the body (`FrontendUrlRow`, packages/contract/src/urls.ts; JSON
 * escapes a quote inside a value, so no title can fake one): every row, and every article row.
 */
const ROW_MARKERS = { rows: '"source":"', articles: '"page_type":"api::article.article"' };
const REST_PAGE_SIZE = 100; // the playground's rest.maxLimit (playground/config/api.js)

/**
 * Runs our request once to warm up, then `runs` times. Before the first, a full GC in the server
 * and a reset of its peak RSS: V8 keeps the pages a request grew into, so only the first request
 * on a fresh server shows its whole growth, and the peak is read over all of them.
 * @returns {Promise<{ms: number, rows: number|null, bytes: number, rssGrowth: number, peakReset: boolean}>}
 *   median time (ms) to the last byte, and peak RSS during the requests minus RSS before (bytes)
 */
async function measureOurs(server, runs) {
  const get = () =>
    timedGet(
      `${server.baseUrl}${PAGES_PATH}`,
      { Authorization: `Bearer ${server.apiKey}` },
      { markers: ROW_MARKERS },
    );
  await server.call('gc');
  const before = readMemory(server.pid).rss;
  const peakReset = resetPeak(server.pid);
  await get();
  const times = [];
  /** Rows each timed answer announced (`count`) and held in its body (all rows, article rows). */
  const answers = [];
  let last;
  for (let run = 0; run < runs; run += 1) {
    last = await get();
    times.push(last.ms);
    answers.push({ count: last.count, ...last.found });
  }
  const rssGrowth = readMemory(server.pid).peak - before;
  return { ms: median(times), rows: last.count, bytes: last.bytes, rssGrowth, peakReset, answers };
}

/** Median of `runs` raw SQL scans, timed inside the server. */
async function measureFloor(server, runs) {
  const times = [];
  let rows = 0;
  for (let run = 0; run < runs; run += 1) {
    const scan = await server.call('scan');
    times.push(scan.ms);
    rows = scan.rows;
  }
  return { ms: median(times), rows };
}

/**
 * Pages through `GET /api/articles` (public role, default locale) until the last page.
 * @returns {Promise<{ms: number, documents: number, requests: number}>}
 */
async function measureRest(baseUrl) {
  const started = process.hrtime.bigint();
  let documents = 0;
  let requests = 0;
  for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
    const url = `${baseUrl}/api/articles?pagination[page]=${page}&pagination[pageSize]=${REST_PAGE_SIZE}`;
    const response = await fetch(url);
    if (response.status !== 200) throw new Error(`/api/articles page ${page} answered ${response.status}`);
    const body = await response.json();
    documents += body.data.length;
    pageCount = body.meta.pagination.pageCount;
    requests += 1;
  }
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, documents, requests };
}

/**
 * Refuses figures of an answer that does not hold every published article: a truncated or partial
 * response would otherwise score as fast. Each timed answer's body must hold as many rows as its
 * `count` says, and as many article rows as the raw SQL scan of the same run read (the playground's
 * other page types are rows too, so the totals differ by them).
 * @throws Error naming the counts when any differ
 */
function assertSameRows(ours, floor) {
  for (const [run, answer] of ours.answers.entries()) {
    if (answer.count !== answer.rows || answer.articles !== floor.rows) {
      throw new Error(
        `frontend-urls?filter=pages run ${run + 1}: count ${answer.count}, ${answer.rows} rows in the body, ` +
          `${answer.articles} of them articles, but the raw SQL scan read ${floor.rows} published articles: ` +
          'these figures would time a different answer',
      );
    }
  }
}

/**
 * One size's figures, on a server booted for them: our request first (so the SQL scan's rows are
 * not in its memory figure), then the SQL floor, each `runs` times after one discarded warm-up
 * (the first-use work of a boot is not in the medians), then REST paging.
 * @param {{withRest: boolean, runs: number}} options
 */
async function benchPages(server, documents, { withRest, runs }) {
  const ours = await measureOurs(server, runs);
  await server.call('scan');
  const floor = await measureFloor(server, runs);
  assertSameRows(ours, floor);
  const rest = withRest ? await measureRest(server.baseUrl) : null;
  return { documents, floor, ours, rest };
}

module.exports = { benchPages, assertSameRows };
