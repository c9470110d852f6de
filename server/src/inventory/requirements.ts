import { dirname } from 'node:path';
import { locateManifest, readManifestText } from './manifest-file';
import { parseRequirement, type Requirement } from './pep508';
import type { ParsedManifest } from './types';

/** Options that change where pip looks, not what is declared: read and ignored without a warning. */
const IGNORED_OPTIONS = new Set([
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

/** Joins backslash continuations and drops comments (pip's requirements file format). */
function logicalLines(text: string): Array<{ line: number; content: string }> {
  const result: Array<{ line: number; content: string }> = [];
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

/** The name in a `#egg=name` fragment, if any. */
function eggName(reference: string): string | null {
  const match = /[#&]egg=([A-Za-z0-9][A-Za-z0-9._-]*)/.exec(reference);
  return match ? match[1] : null;
}

/** Reads an editable or VCS reference: the name from `#egg=`, the reference itself as specifier. */
function fromReference(reference: string): Requirement | null {
  const name = eggName(reference);
  if (name) return { name, specifier: reference };
  return null;
}

interface Context {
  appRoot: string;
  visited: Set<string>;
  declared: ParsedManifest['declared'];
  warnings: string[];
  depth: number;
}

async function readFileInto(
  realPath: string,
  context: Context,
  label: string,
  addsPackages: boolean,
): Promise<void> {
  const text = await readManifestText(realPath);
  if (text === null) {
    context.warnings.push(`${label} could not be read.`);
    return;
  }
  for (const { line, content } of logicalLines(text)) {
    const where = `line ${line} of ${label.replace(/^The /, 'the ').replace(/^An /, 'an ')}`;
    const include = /^(-r|--requirement|-c|--constraint)(?:\s+|=)(.+)$/.exec(content);
    if (include) {
      const isConstraint = include[1] === '-c' || include[1] === '--constraint';
      await followInclude(
        include[2].trim(),
        dirname(realPath),
        context,
        where,
        addsPackages && !isConstraint,
      );
      continue;
    }
    const editable = /^(-e|--editable)(?:\s+|=)(.+)$/.exec(content);
    if (editable) {
      const requirement = fromReference(editable[2].trim());
      if (requirement) {
        if (addsPackages)
          context.declared.push({ ...requirement, source_kind: 'runtime', source_name: null });
      } else
        context.warnings.push(
          `An editable requirement on ${where} names no package (#egg=) and was skipped.`,
        );
      continue;
    }
    if (content.startsWith('-')) {
      const option = content.split(/[\s=]/)[0];
      if (!IGNORED_OPTIONS.has(option))
        context.warnings.push(`The option on ${where} is not supported and was ignored.`);
      continue;
    }
    if (/^(git|hg|svn|bzr)\+/.test(content) || /^https?:\/\//.test(content)) {
      const requirement = fromReference(content);
      if (requirement) {
        if (addsPackages)
          context.declared.push({ ...requirement, source_kind: 'runtime', source_name: null });
      } else
        context.warnings.push(`The URL requirement on ${where} names no package (#egg=) and was skipped.`);
      continue;
    }
    const requirement = parseRequirement(content.replace(/\s--hash[=\s]\S+/g, ''));
    if (!requirement) {
      context.warnings.push(`The requirement on ${where} could not be parsed and was skipped.`);
      continue;
    }
    if (addsPackages) context.declared.push({ ...requirement, source_kind: 'runtime', source_name: null });
  }
}

async function followInclude(
  target: string,
  fromDir: string,
  context: Context,
  where: string,
  addsPackages: boolean,
) {
  if (context.depth >= 20) {
    context.warnings.push(`The include on ${where} is nested too deeply and was not followed.`);
    return;
  }
  const located = await locateManifest(context.appRoot, fromDir, target, 'The included requirements file');
  if (!located.ok) {
    context.warnings.push(`${located.warning.replace(/\.$/, '')} (${where}).`);
    return;
  }
  if (context.visited.has(located.realPath)) {
    context.warnings.push(`The include on ${where} forms a cycle and was not followed.`);
    return;
  }
  context.visited.add(located.realPath);
  context.depth += 1;
  await readFileInto(located.realPath, context, 'An included requirements file', addsPackages);
  context.depth -= 1;
}

/**
 * Parses a requirements file (pip's format: PEP 508 lines, comments, backslash continuations,
 * `-r`/`-c` relative includes, `-e` and VCS references with `#egg=`, `name @ url`). Includes must
 * stay inside `appRoot`; cycles are reported, not followed. Constraint files add no packages.
 * Source: https://pip.pypa.io/en/stable/reference/requirements-file-format/
 */
export async function parseRequirementsFile(realPath: string, appRoot: string): Promise<ParsedManifest> {
  const context: Context = { appRoot, visited: new Set([realPath]), declared: [], warnings: [], depth: 0 };
  await readFileInto(realPath, context, 'The requirements file', true);
  return { declared: context.declared, warnings: context.warnings };
}
