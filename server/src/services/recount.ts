/**
 * Counts kept under a key and recounted in the background when the key changes (stale while
 * revalidate; docs/decisions/0149-summary-recount-in-background.md). Knows nothing of Strapi: the
 * key (a fingerprint of the data counted) and the walk are given by the caller.
 */

/** A walk's outcome: null when its counts were kept, the error when it failed. */
type Outcome = { error: unknown } | null;

/** What one instance keeps: the last counts and the recount under way (one at a time). */
export interface RecountState<T> {
  entry: { key: string; value: T } | null;
  running: { startedAt: string; outcome: Promise<Outcome> } | null;
}

/**
 * What a read answers: `current`, counts made on the data as its key reads now; `updating`,
 * the last counts made, while a recount of the data as it is now runs; `counting`, no counts
 * yet (the first walk runs since `startedAt`, ISO 8601).
 */
export type RecountRead<T> =
  | { state: 'current' | 'updating'; value: T }
  | { state: 'counting'; startedAt: string };

/** Options of `readRecounted`. */
export interface RecountOptions {
  /**
   * Ms a read with no counts at all waits for the first walk before answering `counting`: small
   * sites get their counts in one request, large ones do not hold a request for minutes.
   */
  firstWaitMs: number;
  /** Told of a recount that failed after its read answered (the last counts stay). */
  onFailure: (error: unknown) => void;
}

/** An empty state, for one instance. */
export function emptyRecountState<T>(): RecountState<T> {
  return { entry: null, running: null };
}

/**
 * Starts `walk` unless a recount is already under way (whatever its key: its counts are newer
 * than the kept ones, and the read after it lands starts the next one if the data moved again).
 * The result is kept under the key read before the walk, so a change during the walk makes the
 * next read answer `updating` and count again. A failure keeps the last counts.
 */
function startRecount<T>(
  state: RecountState<T>,
  key: string,
  walk: () => Promise<T>,
): { outcome: Promise<Outcome>; started: boolean } {
  if (state.running) return { outcome: state.running.outcome, started: false };
  // The walk begins after the current request's answer is on its way (its first statements
  // would otherwise run before it: a synchronous driver holds the thread).
  const outcome = new Promise<void>((resolve) => setImmediate(resolve)).then(walk).then(
    (value): Outcome => {
      state.entry = { key, value };
      return null;
    },
    (error: unknown): Outcome => ({ error }),
  );
  const running = { startedAt: new Date().toISOString(), outcome };
  state.running = running;
  void outcome.then(() => {
    if (state.running === running) state.running = null;
  });
  return { outcome, started: true };
}

/**
 * The counts for `key` (see `RecountRead`): the kept ones when their key is `key`; otherwise the
 * kept ones at once, marked `updating`, with one recount started in the background; with none
 * kept, the first walk, awaited up to `firstWaitMs` (its failure within that time is thrown, as
 * a walk's failure always was). Concurrent reads share the one walk under way.
 */
export async function readRecounted<T>(
  state: RecountState<T>,
  key: string,
  walk: () => Promise<T>,
  options: RecountOptions,
): Promise<RecountRead<T>> {
  if (state.entry?.key === key) return { state: 'current', value: state.entry.value };
  const { outcome, started } = startRecount(state, key, walk);
  if (!state.entry) {
    let release: () => void = () => undefined;
    const timeout = new Promise<undefined>((resolve) => {
      const timer = setTimeout(resolve, options.firstWaitMs);
      release = () => clearTimeout(timer);
    });
    const waited = await Promise.race([outcome, timeout]);
    release();
    if (waited) throw waited.error;
  }
  // A failure after this read answered is only logged: the counts kept (if any) stay.
  const log = (result: Outcome) => result && options.onFailure(result.error);
  if (started) void outcome.then(log);
  const entry = state.entry as RecountState<T>['entry'];
  if (entry?.key === key) return { state: 'current', value: entry.value };
  if (entry) {
    // The first walk landed under a key the data has since left: count again.
    if (!state.running) void startRecount(state, key, walk).outcome.then(log);
    return { state: 'updating', value: entry.value };
  }
  return { state: 'counting', startedAt: state.running?.startedAt ?? new Date().toISOString() };
}
