import { Readable } from 'node:stream';
import { startedStream, urlEnvelopeText } from '../../../server/src/api/stream-envelope';
import { baseMetadata } from '../../../server/src/api/envelope';
import { encodeBatches } from '../../../server/src/streaming/encoded-batches';

const lifecycle = { status: 'stable' as const, deprecated_on: null, sunset_on: null };
const row = (i: number) => ({ url: `/api/x/${i}`, is_testable: i % 3 !== 0 });

async function* rowBatchesOf(rows: Array<ReturnType<typeof row>>, size: number) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

const batchesOf = (rows: Array<ReturnType<typeof row>>, size: number) =>
  encodeBatches(rowBatchesOf(rows, size));

/** The envelope docs/api.md describes: count = total_count = testable_count + untestable_count. */
function expectedEnvelope(rows: Array<ReturnType<typeof row>>, applied: string | null, base: object) {
  const testable = rows.filter((each) => each.is_testable).length;
  return {
    urls: rows,
    count: rows.length,
    metadata: {
      ...base,
      applied_filter: applied,
      total_count: rows.length,
      testable_count: testable,
      untestable_count: rows.length - testable,
    },
  };
}

async function text(stream: Readable): Promise<string> {
  let all = '';
  for await (const chunk of stream) all += String(chunk);
  return all;
}

describe('urlEnvelopeText', () => {
  it('writes the envelope docs/api.md describes, with count and metadata after urls', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => row(i));
    const base = baseMetadata('v1', lifecycle);
    const streamed = await text(await startedStream(urlEnvelopeText(batchesOf(rows, 700), 'pages', base)));
    expect(JSON.parse(streamed)).toEqual(expectedEnvelope(rows, 'pages', base));
    expect(streamed.indexOf('"urls"')).toBeLessThan(streamed.indexOf('"count"'));
    expect(streamed.indexOf('"count"')).toBeLessThan(streamed.indexOf('"metadata"'));
  });

  it('writes an empty list as valid JSON', async () => {
    const base = baseMetadata('v1', lifecycle);
    const streamed = await text(await startedStream(urlEnvelopeText(batchesOf([], 10), null, base)));
    expect(JSON.parse(streamed)).toEqual(expectedEnvelope([], null, base));
  });

  it('throws a failure before the first chunk from startedStream, while the status can still change', async () => {
    async function* failing(): AsyncGenerator<Array<ReturnType<typeof row>>> {
      // The first read fails, as a query to a database that refuses connections does.
      yield* rowBatchesOf([], 1);
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    }
    await expect(
      startedStream(urlEnvelopeText(encodeBatches(failing()), null, baseMetadata('v1', lifecycle))),
    ).rejects.toThrow('ECONNREFUSED');
  });

  it('stops reading rows when the stream is destroyed', async () => {
    let pulled = 0;
    let stopped = false;
    async function* endless(): AsyncGenerator<Array<ReturnType<typeof row>>> {
      try {
        for (let i = 0; ; i += 1) {
          pulled += 1;
          yield Array.from({ length: 1000 }, (_, j) => row(i * 1000 + j));
        }
      } finally {
        stopped = true;
      }
    }
    const stream = await startedStream(
      urlEnvelopeText(encodeBatches(endless()), null, baseMetadata('v1', lifecycle)),
    );
    stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(true);
    expect(pulled).toBeLessThan(5);
  });
});
