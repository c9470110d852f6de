'use strict';
/**
 * The bare-pipeline floor of the content-links benchmark (links.js): the work the endpoint must do
 * for the benchmark's articles, written as plainly as this benchmark's one schema allows, served
 * by a plain Node HTTP server in the benchmark server's process. It reads the published articles
 * with their cover (the floor's query, in keyset pages of PAGE_ROWS), parses each blocks body,
 * walks it for `link` nodes, and writes one row per link and per cover URL with the members of
 * docs/api.md ("Content link rows"), built from parts shared by the URL and by the document, as
 * Buffers written as the socket drains.
 *
 * It leaves out everything that is not plain work on these rows: no offline decision (no lookup of
 * the linked documents or of the upload files: every CMS link says `ok`), no other content type,
 * component, dynamic zone, Markdown or relation, no filters, no single flight. So it is a lower
 * bound of a single-threaded pipeline, not a competitor: if it alone takes most of the time the
 * target allows, the target cannot be met by making the plugin's pipeline leaner.
 */
const { Buffer } = require('node:buffer');
const http = require('node:http');
const { join } = require('node:path');
const { Worker } = require('node:worker_threads');

const PAGE_ROWS = 500;
const ROWS_PER_WRITE = 1024;
const PAGES_IN_FLIGHT = 2;
const TYPE = 'api::article.article';
const ADMIN_PATH = '/admin';

const quote = (value) => JSON.stringify(value);

/** `kind` of a link of the benchmark's bodies, by its prefix (no resolution against the CMS). */
function kindOf(url) {
  if (url.startsWith('/api/')) return 'document';
  if (url.startsWith('/uploads/')) return 'media';
  if (url.startsWith('mailto:')) return 'mailto';
  return 'external';
}

/** The text of a node's `text` leaves, in order. */
function textOf(node) {
  if (typeof node.text === 'string') return node.text;
  if (!Array.isArray(node.children)) return '';
  let text = '';
  for (const child of node.children) if (child && typeof child === 'object') text += textOf(child);
  return text;
}

/** Calls `emit(url, fieldPath, text)` for each link node of a blocks value. */
function walkBlocks(blocks, basePath, emit) {
  const visit = (node, path) => {
    if (node.type === 'link' && typeof node.url === 'string') return emit(node.url, path, textOf(node));
    if (!Array.isArray(node.children)) return undefined;
    node.children.forEach((child, index) => {
      if (child && typeof child === 'object' && child.type !== 'text')
        visit(child, `${path}.children[${index}]`);
    });
    return undefined;
  };
  if (Array.isArray(blocks)) blocks.forEach((block, index) => visit(block, `${basePath}[${index}]`));
}

/**
 * Reads one keyset page of published articles after article id `afterId`, then their covers by a
 * range of owner ids (as the plugin reads media: an index probe each, even on tables PostgreSQL has
 * never analysed, where a join of the page to the media table is planned as a full scan per page).
 */
async function readPage(knex, afterId) {
  const rows = await knex('articles')
    .select('id', 'document_id', 'locale', 'content')
    .whereNotNull('published_at')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(PAGE_ROWS);
  if (rows.length === 0) return rows;
  const covers = await knex('files_related_mph as m')
    .join('files as f', 'f.id', 'm.file_id')
    .select('m.related_id', 'f.url', 'f.formats', 'f.name', 'f.alternative_text')
    .whereBetween('m.related_id', [rows[0].id, rows[rows.length - 1].id])
    .where({ 'm.related_type': TYPE, 'm.field': 'cover' });
  const coverOf = new Map(covers.map((cover) => [Number(cover.related_id), cover]));
  for (const row of rows) {
    const cover = coverOf.get(Number(row.id));
    row.url = cover?.url;
    row.formats = cover?.formats;
    // The plugin's media link text: the alternative text, else the file name.
    row.fileText = cover?.alternative_text || cover?.name || '';
  }
  return rows;
}

/** Encodes rows as JSON text into Buffers of ROWS_PER_WRITE rows. */
function rowWriter() {
  const heads = new Map();
  let slice = [];
  let rows = 0;
  const head = (url) => {
    let known = heads.get(url);
    if (known === undefined) {
      const kind = kindOf(url);
      const status = kind === 'document' || kind === 'media' ? '"ok"' : 'null';
      const testable = kind === 'mailto' ? 'false,"skip_reason":"not-http"' : 'true,"skip_reason":""';
      known = {
        text: `{"url":${quote(url)},"target":${quote(url)},"kind":"${kind}"`,
        tail: `,"is_testable":${testable},"status":${status}}`,
      };
      heads.set(url, known);
    }
    return known;
  };
  return {
    add(url, document, fieldPath, text, urls) {
      const parts = head(url);
      slice.push(
        `${parts.text}${document}${quote(fieldPath)},"link_text":${quote(text)}${urls}${parts.tail}`,
      );
      rows += 1;
    },
    take(all) {
      if (slice.length === 0 || (!all && slice.length < ROWS_PER_WRITE)) return null;
      const chunk = Buffer.from(`${rows > slice.length ? ',' : ''}${slice.join(',')}`);
      slice = [];
      return chunk;
    },
    get rows() {
      return rows;
    },
  };
}

/** Adds the rows of one article row (its blocks links, then its cover's URLs). */
function addArticle(writer, row) {
  const document = `,"content_type":"${TYPE}","document_id":${quote(row.document_id)},"locale":${quote(row.locale)},"field_path":`;
  const edit = `${ADMIN_PATH}/content-manager/collection-types/${TYPE}/${encodeURIComponent(row.document_id)}?plugins[i18n][locale]=${encodeURIComponent(row.locale)}`;
  const urls = `,"edit_url":${quote(edit)}`;
  const blocks = typeof row.content === 'string' ? JSON.parse(row.content) : row.content;
  walkBlocks(blocks, 'content', (url, path, text) => writer.add(url.trim(), document, path, text, urls));
  if (typeof row.url === 'string') writer.add(row.url, document, 'cover', row.fileText, urls);
  const formats = typeof row.formats === 'string' ? JSON.parse(row.formats) : row.formats;
  for (const [name, format] of Object.entries(formats ?? {}))
    if (format && typeof format.url === 'string')
      writer.add(format.url, document, `cover.formats.${name}`, row.fileText, urls);
}

/**
 * The chunks `writer` has ready as it adds each article row of `rows`; with `flush`, then the rest
 * of what it holds. Both thread counts encode through this.
 */
function* articleChunks(writer, rows, flush) {
  for (const row of rows) {
    addArticle(writer, row);
    const chunk = writer.take(false);
    if (chunk) yield chunk;
  }
  const rest = flush ? writer.take(true) : null;
  if (rest) yield rest;
}

/** Writes a Buffer to the response, waiting for it to drain when it asks. */
async function send(response, chunk) {
  if (!response.write(chunk)) await new Promise((drained) => response.once('drain', drained));
}

/** One thread: reads, parses, walks and encodes each page, then writes its chunks. */
async function answerOnOneThread(knex, response) {
  const writer = rowWriter();
  for (let afterId = 0; ; ) {
    const page = await readPage(knex, afterId);
    if (page.length === 0) break;
    for (const chunk of articleChunks(writer, page, false)) await send(response, chunk);
    afterId = page[page.length - 1].id;
  }
  for (const chunk of articleChunks(writer, [], true)) await send(response, chunk);
  return writer.rows;
}

/**
 * Two threads: this one reads the pages and writes the chunks, a worker (bare-pipeline-worker.js)
 * parses, walks and encodes them, with at most PAGES_IN_FLIGHT pages handed over and not answered.
 * The worker answers a request's pages in the order they were handed over.
 */
async function answerOnTwoThreads(knex, response, worker, request) {
  const arrived = [];
  let wake = null;
  const onAnswer = (answer) => {
    if (answer.request !== request) return;
    arrived.push(answer);
    wake?.();
  };
  worker.on('message', onAnswer);
  let inFlight = 0;
  let count = 0;
  const writeNext = async () => {
    while (arrived.length === 0) await new Promise((woken) => (wake = woken));
    const answer = arrived.shift();
    inFlight -= 1;
    count = answer.count;
    for (const bytes of answer.chunks) await send(response, Buffer.from(bytes));
  };
  const handOver = (rows, last) => {
    worker.postMessage({ request, rows, last });
    inFlight += 1;
  };
  try {
    for (let afterId = 0; ; ) {
      const page = await readPage(knex, afterId);
      if (page.length === 0) break;
      handOver(page, false);
      afterId = page[page.length - 1].id;
      if (inFlight >= PAGES_IN_FLIGHT) await writeNext();
    }
    handOver([], true);
    while (inFlight > 0) await writeNext();
  } finally {
    worker.off('message', onAnswer);
  }
  return count;
}

/**
 * Starts the server on 127.0.0.1; every GET answers `{"links":[...],"count":N}`.
 * @param {import('knex').Knex} knex Strapi's connection
 * @param {{threads?: 1 | 2}} options 2: the parsing, walking and encoding on a worker thread
 * @returns {Promise<{port: number, close: () => Promise<void>}>} `close` stops the worker and the server
 */
function serveBarePipeline(knex, { threads = 1 } = {}) {
  const worker = threads === 2 ? new Worker(join(__dirname, 'bare-pipeline-worker.js')) : null;
  worker?.unref();
  let requests = 0;
  const server = http.createServer(async (request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.write('{"links":[');
    requests += 1;
    const count = worker
      ? await answerOnTwoThreads(knex, response, worker, requests)
      : await answerOnOneThread(knex, response);
    response.end(`],"count":${count}}`);
  });
  const close = async () => {
    await worker?.terminate();
    await new Promise((closed) => server.close(closed));
  };
  return new Promise((listening) =>
    server.listen(0, '127.0.0.1', () => listening({ port: server.address().port, close })),
  );
}

module.exports = { serveBarePipeline, rowWriter, articleChunks, readPage };
