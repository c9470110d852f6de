/** Rows one timed answer announced (`count`) and held in its body (see pages.js). */
export interface AnswerRows {
  count: number | null;
  /** Rows in the body. */
  rows: number;
  /** Article rows in the body. */
  articles: number;
}

/**
 * Throws when an answer's body holds another number of rows than its `count`, or another number
 * of article rows than the raw SQL scan read (see pages.js).
 * @throws Error naming the counts
 */
export function assertSameRows(ours: { answers: AnswerRows[] }, floor: { rows: number }): void;

/** One size's pages figures (see pages.js). */
export function benchPages(
  server: unknown,
  documents: number,
  options: { withRest: boolean; runs: number },
): Promise<unknown>;
