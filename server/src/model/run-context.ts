import type { Core } from '@strapi/strapi';

/**
 * Shared state of one discovery run (one request): the Strapi instance and a memo, so each query
 * runs once per run however many rows need it. Resolver authors receive it as the second argument
 * of `resolve` (docs/configuration.md, "Extending parameter resolution").
 */
export interface ResolverContext {
  strapi: Core.Strapi;
  /** Runs `compute` the first time `key` is asked in this run; later calls share its promise. */
  memo<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** Logs a warning the first time `key` is seen in this run, so a repeated failure is one line. */
  warnOnce(key: string, message: string): void;
}

/** Builds the context of one discovery run. */
export function createRunContext(strapi: Core.Strapi): ResolverContext {
  const cache = new Map<string, Promise<unknown>>();
  const warned = new Set<string>();
  return {
    strapi,
    memo<T>(key: string, compute: () => Promise<T>): Promise<T> {
      let hit = cache.get(key) as Promise<T> | undefined;
      if (!hit) {
        hit = compute();
        cache.set(key, hit);
      }
      return hit;
    },
    warnOnce(key: string, message: string): void {
      if (warned.has(key)) return;
      warned.add(key);
      strapi.log?.warn(message);
    },
  };
}
