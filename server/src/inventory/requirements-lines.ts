import type { Requirement } from './pep508';

/**
 * Options that change where pip looks, not what is declared: read and ignored without a warning.
 * Source: https://pip.pypa.io/en/stable/reference/requirements-file-format/#global-options
 */
export const IGNORED_OPTIONS = new Set([
  '-i',
  '--index-url',
  '--extra-index-url',
  '--no-index',
  '-f',
  '--find-links',
  '--trusted-host',
  '--pre',
  '--prefer-binary',
  '--only-binary',
  '--no-binary',
  '--require-hashes',
  '--use-feature',
]);

/**
 * pip's per-requirement options (`pkg==1.0 --hash=sha256:...`), dropped before the PEP 508 part is
 * parsed. Source: https://pip.pypa.io/en/stable/reference/requirements-file-format/#per-requirement-options
 */
export const PER_REQUIREMENT_OPTION = /\s--(?:hash|config-settings|global-option)[=\s]\S+/g;

/** One logical line of a requirements file and the 1-based number of its first physical line. */
export interface LogicalLine {
  line: number;
  content: string;
}

/** Joins backslash continuations and drops comments and blank lines (pip's requirements file format). */
export function logicalLines(text: string): LogicalLine[] {
  const result: LogicalLine[] = [];
  const physical = text.split('\n');
  for (let index = 0; index < physical.length; index += 1) {
    const start = index + 1;
    let content = physical[index];
    while (content.endsWith('\\') && index + 1 < physical.length) {
      index += 1;
      content = `${content.slice(0, -1)} ${physical[index]}`;
    }
    if (content.endsWith('\\')) content = content.slice(0, -1);
    // A comment is `#` at the start or after whitespace (pip), so `#egg=` fragments survive.
    content = content.replace(/(^|\s)#.*$/, '').trim();
    if (content) result.push({ line: start, content });
  }
  return result;
}

/**
 * Reads an editable or VCS reference: the name from its `#egg=name` fragment, the reference
 * itself as specifier.
 * @returns null when the reference names no package
 */
export function fromReference(reference: string): Requirement | null {
  const match = /[#&]egg=([A-Za-z0-9][A-Za-z0-9._-]*)/.exec(reference);
  return match ? { name: match[1], specifier: reference } : null;
}
