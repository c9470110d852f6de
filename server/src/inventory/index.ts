import { basename, dirname } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { detectFormat } from './detect-format';
import { installedNpmVersion, npmSatisfies } from './installed-npm';
import { findVirtualEnv, installedPythonVersions } from './installed-python';
import { locateManifest, MAX_MANIFEST_BYTES, readManifestText } from './manifest-file';
import { parsePackageJson } from './package-json';
import { normalizePythonName } from './pep508';
import { parsePoetry, parsePyproject } from './pyproject';
import { pluginCompatibility, UNKNOWN_COMPATIBILITY, type RunningVersions } from './plugin-compatibility';
import { parseRequirementsFile } from './requirements';
import { maskUrlCredentials } from './url-credentials';
import type {
  DeclaredDependency,
  DependencyEntry,
  DependencyInventory,
  ManifestFormat,
  ParsedManifest,
} from './types';

export type { DependencyEntry, DependencyInventory, ManifestFormat } from './types';
export type { RunningVersions } from './plugin-compatibility';
// What the SBOM uses besides the inventory itself (docs/decisions/0261-feature-public-modules.md).
export { normalizePythonName } from './pep508';

const PYTHON_FORMATS = new Set<ManifestFormat>(['pyproject.toml', 'poetry-pyproject', 'requirements.txt']);

/** Sorts entries by lower-cased name, then source_kind, source_name (null first), specifier (docs/api.md, "Platform response"). */
export function sortEntries(entries: DependencyEntry[]): DependencyEntry[] {
  const text = (value: string | null) => value ?? '';
  return [...entries].sort(
    (a, b) =>
      a.name.toLowerCase().localeCompare(b.name.toLowerCase()) ||
      a.source_kind.localeCompare(b.source_kind) ||
      (a.source_name === null
        ? b.source_name === null
          ? 0
          : -1
        : b.source_name === null
          ? 1
          : text(a.source_name).localeCompare(text(b.source_name))) ||
      a.specifier.localeCompare(b.specifier),
  );
}

function dedupe(declared: DeclaredDependency[]): DeclaredDependency[] {
  const seen = new Set<string>();
  return declared.filter((entry) => {
    const key = JSON.stringify([entry.name, entry.source_kind, entry.source_name, entry.specifier]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Parses the manifest at `realPath`; its format comes from the configured `name`, symlinks aside. */
async function parseManifest(
  realPath: string,
  name: string,
  appRoot: string,
): Promise<{ format: ManifestFormat; parsed: ParsedManifest }> {
  const initial = detectFormat(name);
  if (initial === 'unknown') {
    return {
      format: 'unknown',
      parsed: {
        declared: [],
        warnings: [
          'The dependency manifest format is not supported: use package.json, pyproject.toml or a requirements file.',
        ],
      },
    };
  }
  if (initial === 'requirements.txt')
    return { format: initial, parsed: await parseRequirementsFile(realPath, appRoot) };
  const text = await readManifestText(realPath);
  if (text === null)
    return {
      format: initial,
      parsed: { declared: [], warnings: ['The dependency manifest could not be read.'] },
    };
  if (initial === 'package.json') {
    try {
      return { format: initial, parsed: parsePackageJson(JSON.parse(text)) };
    } catch {
      return {
        format: initial,
        parsed: { declared: [], warnings: ['The dependency manifest is not valid JSON.'] },
      };
    }
  }
  let document: Record<string, unknown>;
  try {
    document = parseToml(text) as Record<string, unknown>;
  } catch {
    return {
      format: initial,
      parsed: { declared: [], warnings: ['The dependency manifest is not valid TOML.'] },
    };
  }
  const format = detectFormat(name, document);
  return { format, parsed: format === 'poetry-pyproject' ? parsePoetry(document) : parsePyproject(document) };
}

/**
 * Builds the declared-dependency inventory of `platform.dependencies` (docs/api.md, "Platform response"). Never
 * throws: every problem becomes a warning that names no path and carries no raw error text.
 * @param options.appRoot the Strapi app root (absolute)
 * @param options.manifestPath the configured manifest (relative to appRoot, or absolute), or null
 * @param options.env environment for `VIRTUAL_ENV` (default `process.env`)
 * @param options.maxBytes size cap per file (default 1 MiB)
 * @param options.running the running Strapi and Node, for the plugin compatibility verdicts of an
 *   npm manifest; without it every verdict is null
 */
export async function readDependencyInventory(options: {
  appRoot: string;
  manifestPath: string | null | undefined;
  env?: NodeJS.ProcessEnv;
  maxBytes?: number;
  running?: RunningVersions;
}): Promise<DependencyInventory> {
  const { appRoot, manifestPath, env = process.env, maxBytes = MAX_MANIFEST_BYTES, running } = options;
  if (!manifestPath) {
    return {
      source: { path: '', format: null },
      packages: [],
      warnings: ['No dependency manifest is configured: set DISCOVERY_PLATFORM_DEPENDENCY_FILE.'],
    };
  }
  const source = {
    path: basename(manifestPath),
    format: detectFormat(manifestPath) as ManifestFormat | null,
  };
  try {
    const located = await locateManifest(appRoot, appRoot, manifestPath, 'The dependency manifest', maxBytes);
    if (!located.ok) return { source, packages: [], warnings: [located.warning] };
    const { format, parsed } = await parseManifest(located.realPath, source.path, appRoot);
    source.format = format;
    const warnings = [...parsed.warnings];
    const manifestDir = dirname(located.realPath);
    let pythonVersions = new Map<string, string>();
    if (PYTHON_FORMATS.has(format) && parsed.declared.length) {
      const venv = await findVirtualEnv(manifestDir, env);
      if (venv) pythonVersions = await installedPythonVersions(venv);
      else
        warnings.push(
          'No Python virtual environment (.venv, venv or VIRTUAL_ENV) was found: installed versions are unknown.',
        );
    }
    const masked = parsed.declared.map((entry) => ({
      ...entry,
      specifier: maskUrlCredentials(entry.specifier),
    }));
    const packages = dedupe(masked).map((entry): DependencyEntry => {
      const installed =
        format === 'package.json'
          ? installedNpmVersion(manifestDir, entry.name)
          : (pythonVersions.get(normalizePythonName(entry.name)) ?? '');
      const isNpm = format === 'package.json';
      const compatibility =
        isNpm && running
          ? pluginCompatibility(manifestDir, entry.name, running)
          : { ...UNKNOWN_COMPATIBILITY, warnings: [] };
      warnings.push(...compatibility.warnings);
      return {
        ...entry,
        installed_version: installed,
        is_installed: installed !== '',
        satisfies: isNpm ? npmSatisfies(installed, entry.specifier) : null,
        strapi_compatible: compatibility.strapi_compatible,
        node_compatible: compatibility.node_compatible,
      };
    });
    return { source, packages: sortEntries(packages), warnings: [...new Set(warnings)] };
  } catch {
    return {
      source,
      packages: [],
      warnings: ['The dependency inventory could not be built because of an unexpected error.'],
    };
  }
}
