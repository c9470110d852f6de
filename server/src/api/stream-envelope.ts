import { Readable } from 'node:stream';
import type { BaseMetadata, UrlMetadata } from './contract';

/** Characters of JSON gathered before a chunk is handed to the socket. */
const CHUNK_CHARS = 64 * 1024;

/**
 * A batch's rows as JSON text (comma-separated, no brackets) and its testable count, computed once
 * per batch object: readers of one single flight receive the same batch objects, so a burst of
 * identical requests serialises each row once, not once per request.
 */
const batchTexts = new WeakMap<object, { json: string; testable: number }>();

function batchText(batch: ReadonlyArray<{ is_testable: boolean }>): { json: string; testable: number } {
  let text = batchTexts.get(batch);
  if (!text) {
    text = {
      json: JSON.stringify(batch).slice(1, -1),
      testable: batch.reduce((count, row) => count + (row.is_testable ? 1 : 0), 0),
    };
    batchTexts.set(batch, text);
  }
  return text;
}

/**
 * Writes the URL envelope as JSON text while rows arrive: `{"urls":[...],"count":N,"metadata":{...}}`.
 * `count` and `metadata` come after `urls` because the counts are known only at the end (JSON
 * object members are unordered, RFC 8259 section 4). Only one chunk of text is held at a time.
 * @param batches row batches, in order
 * @param applied the filter echoed as `metadata.applied_filter`
 * @param base the request's base metadata
 */
export async function* urlEnvelopeText<Row extends { is_testable: boolean }>(
  batches: AsyncIterable<Row[]>,
  applied: string | null,
  base: BaseMetadata,
): AsyncGenerator<string> {
  let total = 0;
  let testable = 0;
  let chunk = '{"urls":[';
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    const text = batchText(batch);
    chunk += (total === 0 ? '' : ',') + text.json;
    total += batch.length;
    testable += text.testable;
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  const metadata: UrlMetadata = {
    ...base,
    applied_filter: applied,
    total_count: total,
    testable_count: testable,
    untestable_count: total - testable,
  };
  yield `${chunk}],"count":${total},"metadata":${JSON.stringify(metadata)}}`;
}

/**
 * A readable stream of the envelope whose first chunk has already been produced, so a failure
 * before any row (the database is down, say) is thrown here, while the status can still change.
 * Destroying the stream (the client went away) returns the generator, which stops the reading.
 * @throws whatever producing the first chunk threw
 */
export async function startedStream(text: AsyncGenerator<string>): Promise<Readable> {
  const first = await text.next();
  let pending: string | null = first.done ? null : first.value;
  // A plain iterator rather than a wrapping generator: a generator destroyed before its first
  // `next()` never runs its `finally`, and the reading would go on.
  const chunks: AsyncIterableIterator<string> = {
    async next() {
      if (pending === null) return text.next();
      const value = pending;
      pending = null;
      return { done: false, value };
    },
    async return() {
      await text.return(undefined);
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]: () => chunks,
  };
  return Readable.from(chunks, { objectMode: false });
}
