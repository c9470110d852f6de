import { pluginConfigSchema, type PluginConfig } from './schema';

/** The last raw config seen, as JSON text, with what the schema made of it. */
let last: { text: string; parsed: PluginConfig } | null = null;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value as object)) deepFreeze(inner);
  }
  return value;
}

/**
 * The plugin config `raw` (what `strapi.config.get('plugin::route-discovery')` holds) parsed by
 * {@link pluginConfigSchema}, reusing the last parse while the config's JSON text is unchanged.
 * Parsing the whole schema on every call cost about 1.8 s of a profiled `openapi-stall` run
 * (docs/benchmarks.md), since several middlewares and controllers read settings per request.
 * The config is plain data (numbers, strings, arrays, records), so its JSON text decides it; a
 * config changed in place by `strapi.config.set` gives new text and is parsed again.
 * @returns the parsed config, deeply frozen: it is shared between callers.
 * @throws ZodError when `raw` does not match the schema (never cached).
 */
export function parsedPluginConfig(raw: unknown): PluginConfig {
  const text = JSON.stringify(raw ?? {});
  if (last?.text === text) return last.parsed;
  const parsed = deepFreeze(pluginConfigSchema.parse(raw ?? {}));
  last = { text, parsed };
  return parsed;
}
