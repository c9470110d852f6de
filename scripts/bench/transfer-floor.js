'use strict';
/**
 * The transfer floor of the content-links benchmark (links.js): a plain Node HTTP server, in the
 * benchmark server's process, that answers every GET with `bytes` bytes of content-link rows
 * already encoded (one representative row repeated, in chunks of about 400 KiB, written as the
 * socket drains). What the endpoint's answer costs to send and read when nothing is read,
 * walked, decided or encoded: the part of "ours" no change to the plugin's pipeline can remove.
 */
const { Buffer } = require('node:buffer');
const http = require('node:http');

/** A row as the benchmark's articles produce them (a link to another article, in docs/api.md order). */
const ROW = JSON.stringify({
  url: '/api/articles/bench0000000000000000001',
  target: '/api/articles/bench0000000000000000001',
  kind: 'document',
  content_type: 'api::article.article',
  document_id: 'bench0000000000000000000',
  locale: 'en',
  field_path: 'content[0].children[0]',
  link_text: 'next',
  edit_url:
    '/admin/content-manager/collection-types/api::article.article/bench0000000000000000000?plugins[i18n][locale]=en',
  is_testable: true,
  skip_reason: '',
  status: 'ok',
});
const ROWS_PER_CHUNK = 1024;

/**
 * Starts the server on 127.0.0.1.
 * @param {number} bytes body size to send per answer (the endpoint's body size)
 * @returns {Promise<{port: number}>}
 */
function serveRows(bytes) {
  const chunk = Buffer.from(`${Array(ROWS_PER_CHUNK).fill(ROW).join(',')},`);
  const server = http.createServer(async (request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.write('{"links":[');
    for (let sent = 0; sent + chunk.length < bytes; sent += chunk.length) {
      if (!response.write(chunk)) await new Promise((drained) => response.once('drain', drained));
    }
    response.end(`${ROW}]}`);
  });
  return new Promise((listening) =>
    server.listen(0, '127.0.0.1', () => listening({ port: server.address().port })),
  );
}

module.exports = { serveRows };
