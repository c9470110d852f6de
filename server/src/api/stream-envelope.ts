import { Readable } from 'node:stream';
import type { EncodedBatch } from '../streaming/encoded-batches';
import type { BaseMetadata, UrlMetadata } from '@route-discovery/contract';

const COMMA = Buffer.from(',');

/**
 * Writes the URL envelope as UTF-8 JSON while rows arrive: `{"urls":[...],"count":N,"metadata":{...}}`.
 * `count` and `metadata` come after `urls` because the counts are known only at the end (JSON
 * object members are unordered, RFC 8259 section 4). Nothing is yielded before the first batch has
 * been read, so a failure to read it surfaces before any byte is sent; after that, one batch at a
 * time is held.
 * @param batches encoded row batches, in order (`encodeBatches`)
 * @param applied the filter echoed as `metadata.applied_filter`
 * @param base the request's base metadata
 * @param rowsKey the member holding the rows (`urls`; `operations` for the GraphQL endpoint)
 * @param extra additive metadata members (after the counts), or a function giving them once the
 *   rows are done (e.g. `site_pages`, counted while the rows stream)
 */
export async function* urlEnvelopeText(
  batches: AsyncIterable<EncodedBatch>,
  applied: string | null,
  base: BaseMetadata,
  rowsKey = 'urls',
  extra: Record<string, unknown> | (() => Promise<Record<string, unknown>>) = {},
): AsyncGenerator<Buffer> {
  const open = `{${JSON.stringify(rowsKey)}:[`;
  let total = 0;
  let testable = 0;
  for await (const batch of batches) {
    if (batch.rows === 0) continue;
    yield total === 0 ? Buffer.from(open) : COMMA;
    // A reader of a single flight shares these chunks with the others: they are never written to.
    for (const chunk of batch.chunks) yield chunk;
    total += batch.rows;
    testable += batch.testable;
  }
  const metadata: UrlMetadata = {
    ...base,
    applied_filter: applied,
    total_count: total,
    testable_count: testable,
    untestable_count: total - testable,
    ...(typeof extra === 'function' ? await extra() : extra),
  };
  const close = `],"count":${total},"metadata":${JSON.stringify(metadata)}}`;
  yield Buffer.from(total === 0 ? `${open}${close}` : close);
}

/**
 * A readable stream of the envelope whose first chunk has already been produced, so a failure
 * before any row (the database is down, say) is thrown here, while the status can still change.
 * Destroying the stream (the client went away) returns the generator, which stops the reading.
 * @throws whatever producing the first chunk threw
 */
export async function startedStream(text: AsyncGenerator<Buffer>): Promise<Readable> {
  const first = await text.next();
  let pending: Buffer | null = first.done ? null : first.value;
  // A plain iterator rather than a wrapping generator: a generator destroyed before its first
  // `next()` never runs its `finally`, and the reading would go on.
  const chunks: AsyncIterableIterator<Buffer> = {
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
