import {
  BatchEncoder,
  type EncodedBatch,
  encodeBatches,
  encodeRows,
  SLICE_ROWS,
} from '../../../server/src/streaming/encoded-batches';

const row = (i: number, title = `Row ${i}`) => ({ i, title, is_testable: i % 4 !== 0 });
const joined = (rows: unknown[]) => rows.map((each) => JSON.stringify(each)).join(',');
const textOf = (chunks: Buffer[]) => Buffer.concat(chunks).toString('utf8');

describe('encodeRows', () => {
  it('encodes rows as comma-separated JSON, one chunk per slice of SLICE_ROWS rows', () => {
    const rows = Array.from({ length: SLICE_ROWS * 3 + 5 }, (_, i) => row(i));
    const encoded = encodeRows(rows);
    expect(encoded.chunks).toHaveLength(4);
    expect(textOf(encoded.chunks)).toBe(joined(rows));
    expect(encoded.rows).toBe(rows.length);
    expect(encoded.testable).toBe(rows.filter((each) => each.is_testable).length);
  });

  it('keeps escapes and multi-byte characters exact across slices', () => {
    const titles = ['🙂 記事 é', 'quote " backslash \\', 'line\nbreak \u2028', 'lone \ud800 surrogate', ''];
    const rows = Array.from({ length: SLICE_ROWS * 2 + 1 }, (_, i) => row(i, titles[i % titles.length]));
    const text = textOf(encodeRows(rows).chunks);
    expect(text).toBe(joined(rows));
    expect(JSON.parse(`[${text}]`)).toEqual(JSON.parse(JSON.stringify(rows)));
  });

  it('encodes one row without a leading comma, and no rows as no chunk', () => {
    expect(textOf(encodeRows([row(1)]).chunks)).toBe(JSON.stringify(row(1)));
    expect(encodeRows([])).toEqual({ chunks: [], rows: 0, testable: 0 });
  });
});

describe('BatchEncoder', () => {
  it('gives the bytes of encodeRows, row by row, whatever the batches are cut at', () => {
    const rows = Array.from({ length: SLICE_ROWS * 5 + 3 }, (_, i) => row(i, i % 7 ? `Row ${i}` : 'é "q"'));
    const encoder = new BatchEncoder<ReturnType<typeof row>>();
    const batches: EncodedBatch[] = [];
    rows.forEach((each, i) => {
      encoder.add(each);
      if (encoder.size === 300 || i === rows.length - 1) batches.push(encoder.finish());
    });
    expect(batches.map((batch) => batch.rows)).toEqual([300, 300, 300, 300, 83]);
    expect(batches.map((batch) => textOf(batch.chunks)).join(',')).toBe(textOf(encodeRows(rows).chunks));
    expect(batches.reduce((sum, batch) => sum + batch.testable, 0)).toBe(encodeRows(rows).testable);
    expect(encoder.finish()).toEqual({ chunks: [], rows: 0, testable: 0 });
  });
});

describe('encodeBatches', () => {
  it('encodes each batch as it arrives and drops empty batches', async () => {
    async function* batches() {
      yield [row(1), row(2)];
      yield [];
      yield [row(3)];
    }
    const encoded = [];
    for await (const batch of encodeBatches(batches())) encoded.push(batch);
    expect(encoded.map((batch) => batch.rows)).toEqual([2, 1]);
    expect(textOf(encoded[1].chunks)).toBe(JSON.stringify(row(3)));
  });
});
