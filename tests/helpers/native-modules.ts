import type { createRequire as CreateRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';

/**
 * Node's own `process` and `module` built-ins, as the worker process has them.
 *
 * Jest gives each test file its own copy of `process` (with its own `env`) and its own module
 * registry: a Strapi required through jest's `require` is loaded again, module by module, in every
 * suite that boots one (about 5 s of a 10 s suite on SQLite, and once more per suite on PostgreSQL
 * and MariaDB). `process.getBuiltinModule` (Node 20.16 and later) is not jest's: it hands out the
 * real built-ins, so Strapi's packages are loaded once per jest worker and shared by its suites
 * (docs/decisions/0109-one-strapi-load-per-test-worker.md).
 */
const builtin = (process as unknown as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule;
if (typeof builtin !== 'function') {
  throw new Error('The integration tests need Node 20.16 or later (process.getBuiltinModule)');
}

/** The worker's real `process` (the one Strapi's modules see). */
export const realProcess = builtin('node:process') as NodeJS.Process;

/** Node's own `createRequire`: modules it loads are cached for the worker, outside jest's registry. */
export const nativeCreateRequire = (builtin('node:module') as { createRequire: typeof CreateRequire })
  .createRequire;

/** The folder name npm installs packages into, as it appears inside a path. */
const NODE_MODULES = `${sep}node_modules${sep}`;

/**
 * Packages in `node_modules` that keep state of a running app in module variables:
 * `koa2-ratelimit`'s memory store (`let Hits = {}` in `src/MemoryStore.js`) counts the admin
 * logins Strapi rate-limits, so an earlier suite's logins would answer 429 in the next.
 */
const STATEFUL_PACKAGES = new Set(['koa2-ratelimit']);

/** The package folder a file of `node_modules` belongs to (`.../node_modules/@scope/name`). */
function packageRoot(file: string): string {
  const start = file.lastIndexOf(NODE_MODULES) + NODE_MODULES.length;
  const parts = file.slice(start).split(sep);
  return file.slice(0, start) + parts.slice(0, parts[0].startsWith('@') ? 2 : 1).join(sep);
}

/**
 * Whether the modules of this package folder load afresh for each boot: Strapi's own packages
 * (`@strapi/*`) and every Strapi plugin (`strapi.kind` "plugin" in its package.json: webtools, and
 * this plugin when installed from its tarball), because Strapi writes into objects its modules
 * hold (the admin loader merges the app's `config/admin.js` into `@strapi/admin`'s exported config,
 * `@strapi/core` `loaders/admin.ts`; `createModule` fills a plugin's missing parts), so a second
 * boot would start from the first one's settings (a transfer salt, a preview handler, a plugin's
 * document middleware); and `STATEFUL_PACKAGES`. What stays loaded is the libraries under them
 * (Koa, knex, lodash, yup, GraphQL, the SQL drivers), which is most of the time saved.
 */
const freshPerBoot = new Map<string, boolean>();
function loadsPerBoot(root: string): boolean {
  let fresh = freshPerBoot.get(root);
  if (fresh === undefined) {
    let manifest: { name?: string; strapi?: { kind?: string } } = {};
    try {
      manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as typeof manifest;
    } catch {
      // A folder without a readable package.json is no Strapi module: it stays loaded.
    }
    const name = manifest.name ?? '';
    fresh = name.startsWith('@strapi/') || manifest.strapi?.kind === 'plugin' || STATEFUL_PACKAGES.has(name);
    freshPerBoot.set(root, fresh);
  }
  return fresh;
}

/**
 * Drops from Node's module cache what must load afresh for each boot, as in a new process: every
 * module outside `node_modules` (the playground's sources and config, the plugin's build, the
 * workspace packages) and the packages `loadsPerBoot` names. The libraries under Strapi stay
 * loaded, which is the time saved.
 * @param cache `require.cache` of a native require (Node's `Module._cache`)
 * @returns how many modules were dropped
 */
export function forgetAppModules(cache: NodeJS.Require['cache']): number {
  let dropped = 0;
  for (const file of Object.keys(cache)) {
    if (!file.includes(NODE_MODULES) || (!file.endsWith('.node') && loadsPerBoot(packageRoot(file)))) {
      Reflect.deleteProperty(cache, file);
      dropped += 1;
    }
  }
  return dropped;
}

/**
 * Remembers the listeners on the worker's real `process` and returns a function that puts back
 * any of them that are gone. `Strapi.destroy()` calls `process.removeAllListeners()`
 * (`@strapi/core` `Strapi.ts`), which would also remove jest's own: the worker's IPC `message`
 * listener, without which the worker ends (exit code 0) after its first suite.
 */
export function keepProcessListeners(): () => void {
  const emitter: NodeJS.EventEmitter = realProcess;
  const kept = emitter.eventNames().map((event) => [event, emitter.listeners(event)] as const);
  return () => {
    for (const [event, listeners] of kept) {
      const present = new Set(emitter.listeners(event));
      for (const listener of listeners) {
        if (!present.has(listener)) emitter.on(event, listener as (...args: unknown[]) => void);
      }
    }
  };
}
