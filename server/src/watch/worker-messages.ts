import type { Expectation } from '@route-discovery/check-engine';
import type { CheckResult } from './target-state';

/** What the monitor's thread asks its check worker (check-worker.ts): one check, or to give up all. */
export type WorkerRequest =
  | { type: 'check'; id: number; url: string; expect: Expectation | null }
  | { type: 'abort' };

/** The worker's answer to the check `id`: its result, or why it could not be made (no stack). */
export type WorkerReply = { id: number; result: CheckResult } | { id: number; error: string };
