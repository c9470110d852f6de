import { Readable } from 'node:stream';
import type { BaseMetadata, UrlMetadata } from './contract';

/** Characters of JSON gathered before a chunk is handed to the socket. */
const CHUNK_CHARS = 64 * 1024;

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
    for (const row of batch) {
      chunk += (total === 0 ? '' : ',') + JSON.stringify(row);
      total += 1;
      if (row.is_testable) testable += 1;
    }
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
