/** One timed answer (see http.js). */
export interface TimedAnswer {
  status: number;
  /** Bytes of the body. */
  bytes: number;
  /** Time to the last byte, ms. */
  ms: number;
  /** The envelope's top-level `count`, or null when it is not in the body's first or last 4 KiB. */
  count: number | null;
  /** Occurrences of each asked marker in the whole body, by the marker's name. */
  found: Record<string, number>;
}

/**
 * GET `url`, reading the body as a stream (see http.js).
 * @param options.markers texts to count in the whole body, by name
 * @throws Error when the answer is not 2xx
 */
export function timedGet(
  url: string,
  headers?: Record<string, string>,
  options?: { markers?: Record<string, string> },
): Promise<TimedAnswer>;

/** The median of a non-empty list of numbers (the mean of the middle two for an even count). */
export function median(values: number[]): number;
