import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { findPackageDir } from '../runtime';
import type { DependencyEntry } from './types';

/** The versions a plugin's declared ranges are checked against: `runtime.cms_version` and `runtime.node_version`. */
export interface RunningVersions {
  strapi: string;
  node: string;
}

/** The compatibility fields of a dependency entry (docs/api.md, "Platform response"). */
export type Compatibility = Pick<DependencyEntry, 'strapi_compatible' | 'node_compatible'>;

/** Both verdicts unknown: not a Strapi plugin, not installed, or not an npm manifest. */
export const UNKNOWN_COMPATIBILITY: Compatibility = { strapi_compatible: null, node_compatible: null };

/** Longest declared range quoted in a warning, in characters: the text comes from a third-party file. */
const MAX_QUOTED_RANGE = 80;

interface PluginManifest {
  version: string;
  strapiRange: unknown;
  nodeRange: unknown;
}

/**
 * Reads an installed package's manifest when it is a Strapi plugin: `strapi.kind` is `plugin`
 * (what `@strapi/sdk-plugin` writes) or the name is `@strapi/plugin-*`.
 * @returns null when the package is not installed, unreadable or not a plugin
 */
function readPluginManifest(fromDir: string, name: string): PluginManifest | null {
  const dir = findPackageDir(fromDir, name);
  if (!dir) return null;
  let manifest: Record<string, unknown>;
  try {
    manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof manifest !== 'object' || manifest === null) return null;
  const strapi = manifest.strapi as { kind?: unknown } | undefined;
  const isPlugin = strapi?.kind === 'plugin' || name.startsWith('@strapi/plugin-');
  if (!isPlugin) return null;
  const peers = manifest.peerDependencies as Record<string, unknown> | undefined;
  const engines = manifest.engines as Record<string, unknown> | undefined;
  return {
    version: typeof manifest.version === 'string' ? manifest.version : '',
    strapiRange: peers?.['@strapi/strapi'],
    nodeRange: engines?.node,
  };
}

/**
 * Whether `running` lies in `range`. Prereleases count (`includePrerelease`), so a beta of Strapi
 * or a nightly Node is judged by its numbers, as `satisfies` is (docs/decisions/0016-installed-versions-and-plugin-compatibility.md).
 * @returns null when no range is declared or it is not a semver range
 */
export function rangeIncludes(range: unknown, running: string): boolean | null {
  if (typeof range !== 'string' || !running || semver.validRange(range) === null) return null;
  if (semver.valid(running) === null) return null;
  return semver.satisfies(running, range, { includePrerelease: true });
}

function quoted(range: unknown): string {
  const text = String(range);
  return `"${text.length > MAX_QUOTED_RANGE ? `${text.slice(0, MAX_QUOTED_RANGE)}…` : text}"`;
}

/**
 * Compatibility of one npm dependency with the running Strapi and Node: for an installed Strapi
 * plugin, whether its `peerDependencies['@strapi/strapi']` and `engines.node` include them, with a
 * warning per mismatch (no path, no raw error). Anything else gets both verdicts null.
 * @param fromDir the manifest's folder, where Node resolves packages from
 * @param name the package name as declared
 * @param running the running Strapi and Node versions
 */
export function pluginCompatibility(
  fromDir: string,
  name: string,
  running: RunningVersions,
): Compatibility & { warnings: string[] } {
  const manifest = readPluginManifest(fromDir, name);
  if (!manifest) return { ...UNKNOWN_COMPATIBILITY, warnings: [] };
  const strapiCompatible = rangeIncludes(manifest.strapiRange, running.strapi);
  const nodeCompatible = rangeIncludes(manifest.nodeRange, running.node);
  const plugin = `The plugin "${name}"${manifest.version ? ` ${manifest.version}` : ''}`;
  const warnings: string[] = [];
  if (strapiCompatible === false)
    warnings.push(
      `${plugin} declares @strapi/strapi ${quoted(manifest.strapiRange)}, which does not include the running Strapi ${running.strapi}.`,
    );
  if (nodeCompatible === false)
    warnings.push(
      `${plugin} declares engines.node ${quoted(manifest.nodeRange)}, which does not include the running Node.js ${running.node}.`,
    );
  return { strapi_compatible: strapiCompatible, node_compatible: nodeCompatible, warnings };
}
