import type { Core } from '@strapi/strapi';
import type { OpenApiDocument, StrapiGenerate } from './strapi-generator';

/** What one call of the generator sees of the app's routes (`@strapi/openapi` route providers). */
interface RouteSlice {
  apis: Record<string, unknown>;
  plugins: Record<string, unknown>;
}

type Router = { routes?: unknown[]; [key: string]: unknown };
type RouterSet = Router[] | Record<string, Router>;

/**
 * The app seen with only `slice`'s routes: `@strapi/openapi` 5.54.0 collects routes from
 * `strapi.apis[*].routes`, `strapi.plugins[*].routes` and `strapi.admin.routes`
 * (dist/routes/providers/{api,plugin,admin}.js); everything else (config, the content-API schema
 * registry) is the app's own.
 */
function appWithRoutes(strapi: Core.Strapi, slice: RouteSlice): Core.Strapi {
  return new Proxy(strapi, {
    get(target, property) {
      if (property === 'apis') return slice.apis;
      if (property === 'plugins') return slice.plugins;
      if (property === 'admin') return { routes: {} };
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** One slice per route: each router of each API and plugin, cut down to one of its routes. */
function* routeSlices(strapi: Core.Strapi): Generator<RouteSlice> {
  yield { apis: {}, plugins: {} };
  const owners = [
    ['apis', strapi.apis as unknown as Record<string, { routes?: RouterSet }>],
    ['plugins', strapi.plugins as unknown as Record<string, { routes?: RouterSet }>],
  ] as const;
  for (const [kind, byName] of owners) {
    for (const [name, owner] of Object.entries(byName)) {
      const routers = owner.routes ?? {};
      if (Array.isArray(routers)) {
        // A plugin's routes as a plain array (the plugin provider's first case).
        for (const route of routers) yield sliceOf(kind, name, owner, [route]);
        continue;
      }
      for (const [routerName, router] of Object.entries(routers)) {
        for (const route of router.routes ?? []) {
          yield sliceOf(kind, name, owner, { [routerName]: { ...router, routes: [route] } });
        }
      }
    }
  }
}

function sliceOf(kind: 'apis' | 'plugins', name: string, owner: object, routes: RouterSet): RouteSlice {
  const part = { [name]: { ...owner, routes } };
  return kind === 'apis' ? { apis: part, plugins: {} } : { apis: {}, plugins: part };
}

/**
 * Adds `part` (one slice's document) to `whole`: path items by method, components by name, a
 * component already held kept. Each call's `ComponentsWriter` writes the whole content-API schema
 * registry over the schemas its routes extracted (`@strapi/openapi` dist/post-processor/
 * component-writer.js); the first slice has no route, so its components are the registry's and
 * stay, as in one call; what a route extracts beyond them is added.
 */
function mergeInto(whole: OpenApiDocument, part: OpenApiDocument): void {
  const paths = (whole.paths ??= {});
  for (const [path, item] of Object.entries(part.paths ?? {})) paths[path] = { ...paths[path], ...item };
  const wholeComponents = (whole.components ??= {}) as Record<string, Record<string, unknown>>;
  for (const [kind, entries] of Object.entries((part.components ?? {}) as Record<string, object>)) {
    wholeComponents[kind] = { ...entries, ...wholeComponents[kind] };
  }
  if (Array.isArray(part.tags)) {
    const tags = (whole.tags ??= []) as Array<{ name?: string }>;
    for (const tag of part.tags as Array<{ name?: string }>) {
      if (!tags.some((held) => held.name === tag.name)) tags.push(tag);
    }
  }
}

/**
 * How long other work runs after a slice, as a multiple of the slice's time: the build takes at
 * most a third of Strapi's thread, so fewer requests arrive while a slice runs (about one in three
 * instead of one in two when the pause equalled the slice, decision 0194). A slice is one route and
 * cannot be cut smaller from outside the generator; the first build takes about three times the
 * generator's own time.
 */
export const PAUSE_PER_SLICE_MS = 2;

/** Lets other work run for `ms` (`setImmediate` after a slice of no measurable time). */
const pause = (ms: number) =>
  new Promise<void>((resolve) => (ms >= 1 ? setTimeout(resolve, ms) : setImmediate(resolve)));

/**
 * Strapi's content-API document, generated one route at a time with the event loop let in between
 * for twice as long as the last slice took (decisions 0193, 0194): `generate` is synchronous and its cost grows with the schema (each route's
 * schemas are converted against the whole content-API schema registry), so one call holds Strapi's
 * thread for all of it. A slice costs one route's conversion plus the registry's components.
 * The documents of the slices are merged; the result is a deep copy the caller may change.
 * @param signal stops the generation between slices (its limit passed, the app shutting down:
 *   `BackgroundBuilds`)
 * @throws the signal's reason when it is aborted; whatever `generate` throws
 */
export async function generateInSlices(
  strapi: Core.Strapi,
  generate: StrapiGenerate,
  signal?: AbortSignal,
): Promise<OpenApiDocument> {
  let whole: OpenApiDocument | null = null;
  let lastSliceMs = 0;
  for (const slice of routeSlices(strapi)) {
    await pause(lastSliceMs * PAUSE_PER_SLICE_MS);
    signal?.throwIfAborted();
    const started = performance.now();
    const part = structuredClone(generate(appWithRoutes(strapi, slice), { type: 'content-api' }).document);
    lastSliceMs = performance.now() - started;
    if (whole) mergeInto(whole, part);
    else whole = part;
  }
  return whole ?? {};
}
