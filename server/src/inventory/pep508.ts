/**
 * A PEP 508 dependency specification split into what the inventory reports: the name, and the
 * rest (extras, version specifier or `@ url`, and `; markers`) kept as the specifier.
 * Source: PEP 508 (https://peps.python.org/pep-0508/), names per its `identifier` rule.
 */
export interface Requirement {
  name: string;
  specifier: string;
}

const NAME = /^([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)/;

/**
 * Parses one PEP 508 requirement such as `requests[socks]>=2.31; python_version < "3.12"` or
 * `pkg @ https://example.com/pkg.whl`.
 * @returns null when the text does not start with a valid name or has stray characters
 */
export function parseRequirement(text: string): Requirement | null {
  const trimmed = text.trim();
  const match = NAME.exec(trimmed);
  if (!match) return null;
  const name = match[1];
  const rest = trimmed.slice(name.length).trim();
  if (rest === '') return { name, specifier: '' };
  // What may follow a name: extras, a version clause, a URL, or markers.
  if (!/^(\[|[<>=!~(]|@|;)/.test(rest)) return null;
  if (rest.startsWith('[') && !/^\[[^\]]*\]/.test(rest)) return null;
  if (rest.startsWith('@') && rest.slice(1).trim() === '') return null;
  return { name, specifier: rest.replace(/\s+/g, ' ') };
}

/** PEP 503 normalised name: runs of `-`, `_`, `.` become `-`, lower-cased. */
export function normalizePythonName(name: string): string {
  return name.replace(/[-_.]+/g, '-').toLowerCase();
}
