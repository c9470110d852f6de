'use strict';
/**
 * The worker thread of the bare pipeline on two threads (bare-pipeline.js): parses, walks and
 * encodes each page of article rows it is handed, and answers with the page's chunks (their
 * memory transferred, not copied) and the rows written so far for that request.
 */
const { parentPort } = require('node:worker_threads');
const { rowWriter, articleChunks } = require('./bare-pipeline');

const writers = new Map();

parentPort.on('message', ({ request, rows, last }) => {
  let writer = writers.get(request);
  if (!writer) {
    writer = rowWriter();
    writers.set(request, writer);
  }
  const chunks = [...articleChunks(writer, rows, true)];
  if (last) writers.delete(request);
  // A Buffer made from a long string owns its ArrayBuffer, which can then be moved, not copied.
  const owned = chunks.map((chunk) =>
    chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength
      ? chunk.buffer
      : chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.byteLength),
  );
  parentPort.postMessage({ request, chunks: owned, count: writer.rows }, owned);
});
