import type { Core } from '@strapi/strapi';
import { LOG_PREFIX } from '../identity';
import { BackgroundBuilds, type BuildAnswer, type BuildLimits, type BuildSubject } from '../runtime';
import { schemaFingerprint } from './schema-fingerprint';
import { generateInSlices } from './sliced-generation';
import { loadStrapiGenerator, type OpenApiDocument } from './strapi-generator';

/** How `v1/openapi`'s unfinished builds are named (answers and logs). */
export const OPENAPI_BUILD: BuildSubject = {
  what: 'The OpenAPI document',
  builder: "Strapi's OpenAPI generator",
  setting: 'openapi',
};

/**
 * What `generatedDocument` answers: when ready, `value()` is a new copy of the document the
 * caller may change, or null without the generator (or when it threw).
 */
export type GeneratedAnswer = BuildAnswer<() => OpenApiDocument | null>;

const builds = new BackgroundBuilds<() => OpenApiDocument | null>(OPENAPI_BUILD);
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

/** One build of the document, in slices between other requests; its JSON text is kept. */
async function build(strapi: Core.Strapi, signal: AbortSignal): Promise<() => OpenApiDocument | null> {
  const startedAt = Date.now();
  const generate = loadStrapiGenerator(strapi);
  let text: string | null = null;
  if (generate) {
    try {
      text = JSON.stringify(await generateInSlices(strapi, generate, signal));
      strapi.log.info(`${LOG_PREFIX} OpenAPI document built in ${Date.now() - startedAt} ms`);
    } catch (error) {
      if (signal.aborted) throw error;
      // As before decision 0193: a generator that throws leaves the document to the discovery.
      strapi.log.warn(`${LOG_PREFIX} Strapi's OpenAPI generator failed (${(error as Error)?.name})`);
    }
  }
  return () => (text === null ? null : (JSON.parse(text) as OpenApiDocument));
}

/**
 * Strapi's generated content-API document, built at most once per schema fingerprint and plugin
 * version (`schemaFingerprint`) per instance, in slices off the request path (decision 0193), with
 * the limits of `BackgroundBuilds` (decision 0245): the first call starts the build and waits for
 * it at most `limits.firstBuildWaitMs`, then answers `building`; a build past
 * `limits.buildTimeoutMs` answers `timed-out` for a while, then (or once the limit is raised)
 * builds again.
 */
export function generatedDocument(strapi: Core.Strapi, limits: BuildLimits): Promise<GeneratedAnswer> {
  return builds.answer(strapi, keyOf(strapi), limits, (signal) => build(strapi, signal));
}

/**
 * Stops this instance's build between two slices (the plugin's `destroy`): nothing of a build
 * outlives the app it reads.
 */
export function stopOpenApiBuild(strapi: Core.Strapi): void {
  builds.stop(strapi);
}
