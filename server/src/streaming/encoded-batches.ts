/**
 * A batch of URL rows encoded as UTF-8 JSON (the rows' object texts, comma-separated, no
 * brackets) in chunks of SLICE_ROWS rows, with its row counts. Encoding a batch as soon as it is
 * read lets its row objects die young, and the chunks live outside V8's heap: a response of a
 * million rows then neither promotes rows to the old generation nor builds one large string per
 * batch (docs/decisions/0034-batches-encoded-as-read.md).
 */
export interface EncodedBatch {
  /** The JSON text in order; concatenated, `[` + chunks + `]` is a JSON array of the rows. */
  chunks: Buffer[];
  /** Rows in the batch. */
  rows: number;
  /** Rows whose `is_testable` is true. */
  testable: number;
}

/**
 * Rows per `JSON.stringify` call: a few hundred rows make a string of tens of KiB, well under
 * V8's large-object threshold (so it dies young), while one native call per slice keeps the
 * speed of stringifying the whole batch at once.
 */
export const SLICE_ROWS = 256;

const COMMA = 0x2c;

/**
 * What both encoders share: a batch's chunks and counts, a slice of up to `SLICE_ROWS` pending
 * rows, and `finish`. Each encoder says how its slice becomes a chunk (`encodeSlice`).
 */
abstract class SlicedBatch<Pending> {
  protected chunks: Buffer[] = [];
  protected slice: Pending[] = [];
  private rows = 0;
  private testable = 0;

  /** Rows added since the last `finish`. */
  get size(): number {
    return this.rows;
  }

  /** The encoded batch of every row added; the encoder is empty afterwards. */
  finish(): EncodedBatch {
    this.flush();
    const batch = { chunks: this.chunks, rows: this.rows, testable: this.testable };
    this.chunks = [];
    this.rows = 0;
    this.testable = 0;
    return batch;
  }

  /** Appends one pending row, counted, and encodes the slice once it is full. */
  protected push(pending: Pending, testable: boolean): void {
    this.slice.push(pending);
    this.rows += 1;
    if (testable) this.testable += 1;
    if (this.slice.length === SLICE_ROWS) this.flush();
  }

  /** Appends the slice's chunk to `chunks` (a later chunk starting with its joining comma). */
  protected abstract encodeSlice(): void;

  private flush(): void {
    if (this.slice.length === 0) return;
    this.encodeSlice();
    this.slice = [];
  }
}

/**
 * Encodes one batch row by row as the rows are made: every `SLICE_ROWS` rows become one
 * `JSON.stringify` call, so a caller that builds its rows one at a time lets each slice's row
 * objects die before the next slice is built. The bytes are those of `encodeRows` on the same rows.
 */
export class BatchEncoder<Row extends { is_testable: boolean }> extends SlicedBatch<Row> {
  /** Appends a row to the batch. */
  add(row: Row): void {
    this.push(row, row.is_testable);
  }

  protected encodeSlice(): void {
    const text = Buffer.from(JSON.stringify(this.slice));
    // `[a,b]`: the first slice drops its `[`; each later one turns it into the comma that joins
    // it to the slice before. Neither copies the bytes.
    if (this.chunks.length === 0) this.chunks.push(text.subarray(1, text.length - 1));
    else {
      text[0] = COMMA;
      this.chunks.push(text.subarray(0, text.length - 1));
    }
  }
}

/**
 * A batch built from rows already encoded one by one (each row's JSON object text, as
 * `JSON.stringify` would write it): every `SLICE_ROWS` texts become one chunk, comma-joined, so
 * the batch is the same `EncodedBatch` (and the same bytes) `BatchEncoder` makes from row objects.
 */
export class TextBatchEncoder extends SlicedBatch<string> {
  /**
   * Appends one row's JSON text.
   * @param testable the row's `is_testable` (counted for the envelope)
   */
  add(json: string, testable: boolean): void {
    this.push(json, testable);
  }

  protected encodeSlice(): void {
    // A later slice starts with the comma that joins it to the one before.
    const joined = this.slice.join(',');
    this.chunks.push(Buffer.from(this.chunks.length === 0 ? joined : `,${joined}`));
  }
}

/**
 * Encodes one batch of rows with `JSON.stringify`, a slice of rows at a time.
 * @param rows the rows, in order
 */
export function encodeRows<Row extends { is_testable: boolean }>(rows: readonly Row[]): EncodedBatch {
  const encoder = new BatchEncoder<Row>();
  for (const row of rows) encoder.add(row);
  return encoder.finish();
}

/** `encodeRows` on each batch as it arrives; empty batches are dropped. */
export async function* encodeBatches<Row extends { is_testable: boolean }>(
  batches: AsyncIterable<readonly Row[]>,
): AsyncGenerator<EncodedBatch> {
  for await (const batch of batches) {
    if (batch.length) yield encodeRows(batch);
  }
}
