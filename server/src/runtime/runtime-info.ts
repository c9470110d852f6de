import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Core } from '@strapi/strapi';
import type { RuntimeInfo } from '@route-discovery/contract';

export type { RuntimeInfo };

/** Which JavaScript runtime runs this process: Bun and Deno announce themselves in `process.versions` / globals. */
export function runtimeImplementation(): string {
  if ((process.versions as Record<string, string | undefined>).bun) return 'Bun';
  if ((globalThis as { Deno?: unknown }).Deno) return 'Deno';
  return 'Node.js';
}

/**
 * The folder of an installed package as Node would find it from `fromDir`: the first
 * `node_modules/<name>/package.json` walking up (read directly, because a package's `exports`
 * may hide package.json from `require.resolve`).
 * @returns the package folder, or null when not installed
 */
export function findPackageDir(fromDir: string, name: string): string | null {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return null;
  }
}

/** The `version` of the package in `packageDir`, or '' when unreadable. */
export function packageVersionAt(packageDir: string | null): string {
  if (!packageDir) return '';
  try {
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof manifest.version === 'string' ? manifest.version : '';
  } catch {
    return '';
  }
}

/**
 * Reads runtime versions from the running process and the installed packages: Koa as
 * `@strapi/core` resolves it (the Koa that serves requests), Strapi from `info.strapi`, which
 * Strapi fills from its own package.json.
 */
export function readRuntimeInfo(strapi: Core.Strapi): RuntimeInfo {
  const appRoot = strapi.dirs.app.root;
  const coreDir = findPackageDir(appRoot, '@strapi/core');
  return {
    node_version: process.versions.node,
    runtime_implementation: runtimeImplementation(),
    framework_version: packageVersionAt(findPackageDir(coreDir ?? appRoot, 'koa')),
    cms_version: String(
      strapi.config.get('info.strapi', '') || packageVersionAt(findPackageDir(appRoot, '@strapi/strapi')),
    ),
    environment: String(strapi.config.get('environment', process.env.NODE_ENV ?? 'development')),
    database_client: String(strapi.config.get('database.connection.client', '')),
  };
}
