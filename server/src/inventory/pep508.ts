/**
 * A PEP 508 dependency specification split into what the inventory reports: the name, and the
 * rest (extras, version specifier or `@ url`, and `; markers`) kept as the specifier.
 * Source: PEP 508 (https://peps.python.org/pep-0508/), names per its `identifier` rule.
 */
export interface Requirement {
  name: string;
  specifier: string;
}

/**
 * The comparison operators a version clause may use, longest first so that `===` is not read as
 * `==`. A single `=` is not one of them. Source: PEP 440, "Version specifiers"
 * (https://peps.python.org/pep-0440/#version-specifiers).
 */
export const VERSION_OPERATORS = ['===', '~=', '==', '!=', '<=', '>=', '<', '>'] as const;

const NAME = /^([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)/;
const IDENTIFIER = '[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?';
const EXTRAS = `\\[\\s*(?:${IDENTIFIER}(?:\\s*,\\s*${IDENTIFIER})*)?\\s*\\]`;
const OPERATOR = VERSION_OPERATORS.map((operator) => operator.replace(/[<>=!~]/g, '\\$&')).join('|');
/** PEP 508's `version` characters. */
const VERSION = '[A-Za-z0-9_.*+!-]+';
const CLAUSE = `\\s*(?:${OPERATOR})\\s*${VERSION}\\s*`;
const VERSION_MANY = `${CLAUSE}(?:,${CLAUSE})*`;
/** Everything after the name: extras, then `@ url` or a version specifier, then `; markers`. */
const AFTER_NAME = new RegExp(
  `^(?:${EXTRAS})?\\s*(?:@\\s*\\S+|\\(${VERSION_MANY}\\)|${VERSION_MANY})?\\s*(?:;\\s*\\S.*)?$`,
);

/**
 * Parses one PEP 508 requirement such as `requests[socks]>=2.31; python_version < "3.12"` or
 * `pkg @ https://example.com/pkg.whl`. A version clause must use a PEP 440 operator
 * (`VERSION_OPERATORS`), so a shell assignment such as `SECRET=value` is refused.
 * @returns null when the text does not start with a valid name or what follows is not PEP 508
 */
export function parseRequirement(text: string): Requirement | null {
  const trimmed = text.trim();
  const match = NAME.exec(trimmed);
  if (!match) return null;
  const name = match[1];
  const rest = trimmed.slice(name.length).trim();
  if (rest === '') return { name, specifier: '' };
  if (!AFTER_NAME.test(rest)) return null;
  return { name, specifier: rest.replace(/\s+/g, ' ') };
}

/** PEP 503 normalised name: runs of `-`, `_`, `.` become `-`, lower-cased. */
export function normalizePythonName(name: string): string {
  return name.replace(/[-_.]+/g, '-').toLowerCase();
}
