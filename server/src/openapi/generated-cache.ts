import type { Core } from '@strapi/strapi';
import { LOG_PREFIX } from '../identity';
import { schemaFingerprint } from './schema-fingerprint';
import { GenerationTimeoutError, generateInSlices } from './sliced-generation';
import { loadStrapiGenerator, type OpenApiDocument } from './strapi-generator';

/** After a build that timed out, requests answer the failure this long before one builds again. */
export const FAILED_BUILD_KEPT_MS = 10 * 60_000;

/** What `generatedDocument` answers. */
export type GeneratedAnswer =
  /**
   * `document()`: a new copy the caller may change, or null without the generator (or when it
   * threw); `build` stands for this build (the same object while the document is the same).
   */
  | { state: 'ready'; build: object; document: () => OpenApiDocument | null; cached: boolean }
  /** The first build for this schema is under way since `startedAt` (ms since the epoch). */
  | { state: 'building'; startedAt: number }
  /** The build passed `limitMs`; kept until `FAILED_BUILD_KEPT_MS` after `failedAt`. */
  | { state: 'timed-out'; limitMs: number; failedAt: number };

interface Build {
  key: string;
  startedAt: number;
  /** Aborted when the app shuts down (`stopOpenApiBuild`). */
  stop: AbortController;
  done: Promise<void>;
  /** The generator's document as JSON text, `null` when there is none; undefined while building. */
  text?: string | null;
  timedOut?: { limitMs: number; failedAt: number };
}

const builds = new WeakMap<Core.Strapi, Build>();
const keys = new WeakMap<Core.Strapi, string>();

/** The schema fingerprint, computed once per instance: schemas change only with a restart. */
function keyOf(strapi: Core.Strapi): string {
  let key = keys.get(strapi);
  if (!key) {
    key = schemaFingerprint(strapi);
    keys.set(strapi, key);
  }
  return key;
}

/** Starts the build of `key` (off the request: it runs in slices between other requests). */
function startBuild(strapi: Core.Strapi, key: string, timeoutMs: number): Build {
  const startedAt = Date.now();
  const build: Build = { key, startedAt, stop: new AbortController(), done: Promise.resolve() };
  const generate = loadStrapiGenerator(strapi);
  build.done = (async () => {
    if (!generate) {
      build.text = null;
      return;
    }
    try {
      const deadline = startedAt + timeoutMs;
      const document = await generateInSlices(strapi, generate, deadline, timeoutMs, build.stop.signal);
      build.text = JSON.stringify(document);
      strapi.log.info(`${LOG_PREFIX} OpenAPI document built in ${Date.now() - startedAt} ms`);
    } catch (error) {
      if (build.stop.signal.aborted) {
        build.text = null;
        return;
      }
      if (error instanceof GenerationTimeoutError) {
        build.timedOut = { limitMs: error.limitMs, failedAt: Date.now() };
        strapi.log.error(`${LOG_PREFIX} ${error.message}; v1/openapi answers 500 until a later build`);
        return;
      }
      // As before decision 0193: a generator that throws leaves the document to the discovery.
      strapi.log.warn(`${LOG_PREFIX} Strapi's OpenAPI generator failed (${(error as Error)?.name})`);
      build.text = null;
    }
  })();
  builds.set(strapi, build);
  return build;
}

function answerOf(build: Build, cached: boolean): GeneratedAnswer {
  if (build.timedOut) return { state: 'timed-out', ...build.timedOut };
  if (build.text === undefined) return { state: 'building', startedAt: build.startedAt };
  const text = build.text;
  const document = () => (text === null ? null : (JSON.parse(text) as OpenApiDocument));
  return { state: 'ready', build, document, cached };
}

/**
 * Strapi's generated content-API document, built at most once per schema fingerprint and plugin
 * version (`schemaFingerprint`) per instance, in slices off the request path (decision 0193). The
 * first call starts the build; a call waits for a build under way at most `waitMs`, then answers
 * `building`. A build that passes `timeoutMs` is answered `timed-out` for `FAILED_BUILD_KEPT_MS`,
 * after which (or as soon as `timeoutMs` is raised) the next call builds again.
 * @param waitMs how long this call may wait for a build under way (0: not at all)
 * @param timeoutMs the limit of one build
 */
export async function generatedDocument(
  strapi: Core.Strapi,
  waitMs: number,
  timeoutMs: number,
): Promise<GeneratedAnswer> {
  const key = keyOf(strapi);
  let build = builds.get(strapi);
  // A build that timed out is tried again after a while, or at once when the limit was raised.
  const failed = build?.timedOut;
  const expired =
    failed && (Date.now() - failed.failedAt > FAILED_BUILD_KEPT_MS || timeoutMs > failed.limitMs);
  if (!build || build.key !== key || expired) build = startBuild(strapi, key, timeoutMs);
  const finished = build.text !== undefined || build.timedOut !== undefined;
  if (finished || waitMs <= 0) return answerOf(build, finished);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([build.done, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
  return answerOf(build, false);
}

/**
 * Stops this instance's build between two slices (the plugin's `destroy`): nothing of a build
 * outlives the app it reads.
 */
export function stopOpenApiBuild(strapi: Core.Strapi): void {
  builds.get(strapi)?.stop.abort();
}
