import type { DeclaredDependency, ParsedManifest } from './types';

/** package.json fields and how they map to source kinds (docs/api.md, "Platform response"). */
const FIELDS: Array<{ field: string; kind: DeclaredDependency['source_kind']; named: boolean }> = [
  { field: 'dependencies', kind: 'runtime', named: false },
  { field: 'optionalDependencies', kind: 'optional', named: true },
  { field: 'devDependencies', kind: 'group', named: true },
  { field: 'peerDependencies', kind: 'group', named: true },
];

/**
 * Reads an npm manifest: `dependencies` (runtime), `optionalDependencies` (optional),
 * `devDependencies` and `peerDependencies` (group, named after the field).
 * Source: https://docs.npmjs.com/cli/v11/configuring-npm/package-json
 */
export function parsePackageJson(manifest: unknown): ParsedManifest {
  const result: ParsedManifest = { declared: [], warnings: [] };
  if (!manifest || typeof manifest !== 'object' || Array.isArray(manifest)) {
    result.warnings.push('The dependency manifest is not a JSON object.');
    return result;
  }
  for (const { field, kind, named } of FIELDS) {
    const value = (manifest as Record<string, unknown>)[field];
    if (value === undefined) continue;
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      result.warnings.push(`The "${field}" field of the manifest is not an object and was skipped.`);
      continue;
    }
    for (const [name, range] of Object.entries(value)) {
      if (typeof range !== 'string') {
        result.warnings.push(
          `The "${field}" entry for "${name.slice(0, 100)}" is not a string and was skipped.`,
        );
        continue;
      }
      result.declared.push({ name, specifier: range, source_kind: kind, source_name: named ? field : null });
    }
  }
  return result;
}
