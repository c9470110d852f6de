import { parseRequirement } from './pep508';
import type { DeclaredDependency, ParsedManifest } from './types';

type Table = Record<string, unknown>;
const isTable = (value: unknown): value is Table =>
  !!value && typeof value === 'object' && !Array.isArray(value);

function requirementsFrom(
  list: unknown,
  kind: DeclaredDependency['source_kind'],
  sourceName: string | null,
  label: string,
  result: ParsedManifest,
) {
  if (!Array.isArray(list)) {
    result.warnings.push(`${label} is not a list and was skipped.`);
    return;
  }
  list.forEach((item, index) => {
    const requirement = typeof item === 'string' ? parseRequirement(item) : null;
    if (!requirement) {
      result.warnings.push(`Entry ${index + 1} of ${label} could not be parsed and was skipped.`);
      return;
    }
    result.declared.push({ ...requirement, source_kind: kind, source_name: sourceName });
  });
}

/**
 * Expands one PEP 735 dependency group: strings are PEP 508 requirements, `{include-group = "x"}`
 * tables pull in another group; cycles and unknown groups are reported, not followed.
 */
function expandGroup(groups: Table, name: string, trail: string[], result: ParsedManifest, into: string) {
  const group = groups[name];
  if (!Array.isArray(group)) {
    result.warnings.push(`Dependency group "${name}" is missing or not a list.`);
    return;
  }
  group.forEach((item, index) => {
    if (isTable(item) && typeof item['include-group'] === 'string') {
      const included = item['include-group'];
      if (trail.includes(included)) {
        result.warnings.push(
          `Dependency group "${into}" includes "${included}" in a cycle; it was not followed.`,
        );
        return;
      }
      expandGroup(groups, included, [...trail, included], result, into);
      return;
    }
    const requirement = typeof item === 'string' ? parseRequirement(item) : null;
    if (!requirement) {
      result.warnings.push(
        `Entry ${index + 1} of dependency group "${name}" could not be parsed and was skipped.`,
      );
      return;
    }
    result.declared.push({ ...requirement, source_kind: 'group', source_name: into });
  });
}

/**
 * Reads PEP 621 `[project]` dependencies (runtime) and optional-dependencies (optional, per extra),
 * and PEP 735 `[dependency-groups]` (group, per group, include-group expanded).
 * Sources: https://peps.python.org/pep-0621/, https://peps.python.org/pep-0735/
 */
export function parsePyproject(document: Table): ParsedManifest {
  const result: ParsedManifest = { declared: [], warnings: [] };
  const project = isTable(document.project) ? document.project : {};
  if (project.dependencies !== undefined)
    requirementsFrom(project.dependencies, 'runtime', null, '[project].dependencies', result);
  if (isTable(project['optional-dependencies'])) {
    for (const [extra, list] of Object.entries(project['optional-dependencies'])) {
      requirementsFrom(list, 'optional', extra, `optional dependencies "${extra}"`, result);
    }
  }
  if (isTable(document['dependency-groups'])) {
    const groups = document['dependency-groups'];
    for (const name of Object.keys(groups)) expandGroup(groups, name, [name], result, name);
  }
  return result;
}

/** A Poetry dependency value as a specifier: a version string, or the table's version / git / path / url detail. */
function poetrySpecifier(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (!isTable(value)) return null;
  let specifier = '';
  if (typeof value.version === 'string') specifier = value.version;
  else if (typeof value.git === 'string') {
    const ref = [value.rev, value.tag, value.branch].find((part) => typeof part === 'string');
    specifier = `git+${value.git}${ref ? `@${String(ref)}` : ''}`;
  } else if (typeof value.path === 'string') specifier = `path ${value.path}`;
  else if (typeof value.url === 'string') specifier = value.url;
  const markers = [
    typeof value.markers === 'string' ? value.markers : '',
    typeof value.python === 'string' ? `python ${value.python}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  return markers ? `${specifier}${specifier ? '; ' : ''}${markers}` : specifier;
}

function poetryTable(
  table: unknown,
  kind: DeclaredDependency['source_kind'],
  group: string | null,
  result: ParsedManifest,
  extrasOf: Map<string, string[]>,
) {
  if (!isTable(table)) return;
  for (const [name, value] of Object.entries(table)) {
    if (name.toLowerCase() === 'python') continue;
    const specifier = poetrySpecifier(value);
    if (specifier === null) {
      result.warnings.push(`Poetry dependency "${name}" has an unsupported value and was skipped.`);
      continue;
    }
    const optional = kind === 'runtime' && isTable(value) && value.optional === true;
    if (optional) {
      const extras = extrasOf.get(name.toLowerCase()) ?? [];
      if (extras.length === 0)
        result.declared.push({ name, specifier, source_kind: 'optional', source_name: null });
      extras.forEach((extra) =>
        result.declared.push({ name, specifier, source_kind: 'optional', source_name: extra }),
      );
    } else result.declared.push({ name, specifier, source_kind: kind, source_name: group });
  }
}

/**
 * Reads Poetry's `[tool.poetry]` dependencies (runtime; `optional = true` ones as optional under the
 * extras of `[tool.poetry.extras]` naming them; `python` skipped), `[tool.poetry.group.<g>.dependencies]`
 * and legacy `[tool.poetry.dev-dependencies]` (group `dev`).
 * Source: https://python-poetry.org/docs/pyproject/
 */
export function parsePoetry(document: Table): ParsedManifest {
  const result: ParsedManifest = { declared: [], warnings: [] };
  const poetry = isTable(document.tool) && isTable(document.tool.poetry) ? document.tool.poetry : {};
  const extrasOf = new Map<string, string[]>();
  if (isTable(poetry.extras)) {
    for (const [extra, names] of Object.entries(poetry.extras)) {
      if (!Array.isArray(names)) continue;
      for (const name of names) {
        if (typeof name !== 'string') continue;
        const key = name.toLowerCase();
        extrasOf.set(key, [...(extrasOf.get(key) ?? []), extra]);
      }
    }
  }
  poetryTable(poetry.dependencies, 'runtime', null, result, extrasOf);
  poetryTable(poetry['dev-dependencies'], 'group', 'dev', result, extrasOf);
  if (isTable(poetry.group)) {
    for (const [group, definition] of Object.entries(poetry.group)) {
      if (isTable(definition)) poetryTable(definition.dependencies, 'group', group, result, extrasOf);
    }
  }
  return result;
}
