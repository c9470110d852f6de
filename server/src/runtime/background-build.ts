import type { Core } from '@strapi/strapi';
import { LOG_PREFIX } from '../identity';

/**
 * Answers whose cost grows with the schema or the content, built off the request path (issue 44,
 * item 1; decisions 0193 and 0245): one build per instance at a time, keyed on a fingerprint of
 * its inputs, waited for at most a while by a request, bounded by a limit. `v1/openapi`'s
 * generated document and the exposure audit both use it.
 */

/** After a build that timed out, requests answer the failure this long before one builds again. */
export const FAILED_BUILD_KEPT_MS = 10 * 60_000;

/** Seconds a client is told to wait while an answer is being built (`Retry-After`). */
export const BUILDING_RETRY_AFTER_SECONDS = 5;

/** A request's limits (the plugin's `openapi` and `exposure` settings, docs/configuration.md). */
export interface BuildLimits {
  /** Ms one build may take before it is stopped and answered as timed out. */
  buildTimeoutMs: number;
  /** Ms a request waits for a build under way before it is answered `building` (0: not at all). */
  firstBuildWaitMs: number;
}

/** What is built, as the answers name it. */
export interface BuildSubject {
  /** The answer, as a sentence's subject: `The OpenAPI document`. */
  what: string;
  /** Who builds it, as a sentence's subject: `Strapi's OpenAPI generator`. */
  builder: string;
  /** The settings key of its limits: `openapi`. */
  setting: string;
}

/** An answer not there yet. `startedAt`, `failedAt` are ms since the epoch. */
export type UnfinishedBuild =
  /** The build of these inputs is under way since `startedAt`. */
  | { state: 'building'; startedAt: number }
  /** The build passed `limitMs`; answered so until `FAILED_BUILD_KEPT_MS` after `failedAt`. */
  | { state: 'timed-out'; limitMs: number; failedAt: number };

/**
 * What `BackgroundBuilds.answer` gives: the value (`build` stands for this build: the same object
 * while the value is the same; `cached` when it was built before this call), or why there is none.
 */
export type BuildAnswer<T> = { state: 'ready'; value: T; build: object; cached: boolean } | UnfinishedBuild;

/** The message of an unfinished build's answer (one text for HTTP, MCP and logs). */
export function unfinishedBuildMessage(answer: UnfinishedBuild, subject: BuildSubject): string {
  if (answer.state === 'building') {
    const since = new Date(answer.startedAt).toISOString();
    return `${subject.what} is being built (started at ${since}); ask again in ${BUILDING_RETRY_AFTER_SECONDS} seconds`;
  }
  const again = new Date(answer.failedAt + FAILED_BUILD_KEPT_MS).toISOString();
  return `${subject.builder} did not finish within ${answer.limitMs} ms (the plugin's ${subject.setting}.buildTimeoutMs); raise it, or ask again after ${again}`;
}

/** Thrown where an answer is needed inside other work and its build has not finished. */
export class UnfinishedBuildError extends Error {
  constructor(
    readonly answer: UnfinishedBuild,
    readonly subject: BuildSubject,
  ) {
    super(unfinishedBuildMessage(answer, subject));
    this.name = 'UnfinishedBuildError';
  }
}

interface Build<T> {
  key: string;
  startedAt: number;
  /** Aborted when the build passes its limit or the app shuts down (`stop`). */
  stop: AbortController;
  /** Settles when the build ends or passes its limit (work that ignores its signal runs on). */
  settled: Promise<void>;
  /** The timer of its limit. */
  limit?: NodeJS.Timeout;
  result?: { value: T };
  failure?: { error: unknown };
  timedOut?: { limitMs: number; failedAt: number };
}

/**
 * One build per instance at a time of a value keyed on a fingerprint of its inputs. The first
 * call for a key starts the build (a promise the request does not hold: the work runs between
 * other requests) and waits for it at most `firstBuildWaitMs`, then answers `building`; later
 * calls with the same key answer the value kept. A build past `buildTimeoutMs` is stopped (its
 * signal aborted) and answered `timed-out` for `FAILED_BUILD_KEPT_MS`, or until the limit is
 * raised. A build that throws rejects the calls waiting for it, and the next call builds again.
 */
export class BackgroundBuilds<T> {
  private readonly builds = new WeakMap<Core.Strapi, Build<T>>();

  constructor(private readonly subject: BuildSubject) {}

  /**
   * The value for `key`, built by `build` when none is kept for it.
   * @param build the work; it should stop (reject) when `signal` aborts
   * @param isFresh false for a kept value that must be built again under the same key (expired)
   * @throws what `build` threw, to the calls that waited for it
   */
  async answer(
    strapi: Core.Strapi,
    key: string,
    limits: BuildLimits,
    build: (signal: AbortSignal) => Promise<T>,
    isFresh: (value: T) => boolean = () => true,
  ): Promise<BuildAnswer<T>> {
    let held = this.builds.get(strapi);
    const failed = held?.timedOut;
    const expired =
      failed &&
      (Date.now() - failed.failedAt > FAILED_BUILD_KEPT_MS || limits.buildTimeoutMs > failed.limitMs);
    const stale = held?.result && !isFresh(held.result.value);
    if (!held || held.key !== key || expired || held.failure || stale) {
      held = this.start(strapi, key, limits.buildTimeoutMs, build);
    }
    const finished = held.result !== undefined || held.timedOut !== undefined;
    if (finished || limits.firstBuildWaitMs <= 0) return answerOf(held, finished);
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise((resolve) => (timer = setTimeout(resolve, limits.firstBuildWaitMs)));
    await Promise.race([held.settled, waited]);
    clearTimeout(timer);
    if (held.failure) throw held.failure.error;
    return answerOf(held, false);
  }

  /** Stops this instance's build (the plugin's `destroy`): nothing of it outlives the app. */
  stop(strapi: Core.Strapi): void {
    this.builds.get(strapi)?.stop.abort();
  }

  private start(
    strapi: Core.Strapi,
    key: string,
    timeoutMs: number,
    work: (signal: AbortSignal) => Promise<T>,
  ): Build<T> {
    // A build replaced by one for newer inputs runs on for its waiters, but is no longer timed.
    clearTimeout(this.builds.get(strapi)?.limit);
    let settle = () => {};
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const held: Build<T> = { key, startedAt: Date.now(), stop: new AbortController(), settled };
    const limit = (held.limit = setTimeout(() => {
      held.timedOut = { limitMs: timeoutMs, failedAt: Date.now() };
      held.stop.abort();
      const message = unfinishedBuildMessage({ state: 'timed-out', ...held.timedOut }, this.subject);
      strapi.log.error(`${LOG_PREFIX} ${message}`);
      settle();
    }, timeoutMs));
    limit.unref();
    void (async () => {
      try {
        const value = await work(held.stop.signal);
        if (!held.stop.signal.aborted) held.result = { value };
      } catch (error) {
        if (!held.stop.signal.aborted) held.failure = { error };
      } finally {
        clearTimeout(limit);
        settle();
      }
    })();
    this.builds.set(strapi, held);
    return held;
  }
}

function answerOf<T>(held: Build<T>, cached: boolean): BuildAnswer<T> {
  if (held.timedOut) return { state: 'timed-out', ...held.timedOut };
  if (!held.result) return { state: 'building', startedAt: held.startedAt };
  return { state: 'ready', value: held.result.value, build: held, cached };
}
