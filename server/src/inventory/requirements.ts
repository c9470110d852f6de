import { basename, dirname, isAbsolute, relative } from 'node:path';
import { isRequirementsFileName } from './detect-format';
import { locateManifest, readManifestText } from './manifest-file';
import { parseRequirement, type Requirement } from './pep508';
import { fromReference, IGNORED_OPTIONS, logicalLines, PER_REQUIREMENT_OPTION } from './requirements-lines';
import type { ParsedManifest } from './types';

/** How deep `-r`/`-c` includes nest below the configured file before they stop (docs/decisions/0014-manifest-files-read.md). */
export const MAX_INCLUDE_DEPTH = 20;

/** What a file is read as: `requirements` add packages, `constraints` (`-c`, and all below one) add none. */
type Role = 'requirements' | 'constraints';

interface Context {
  appRoot: string;
  /** Real paths of the files being read, the configured one first: including one of them is a cycle. */
  stack: string[];
  /** `role:realPath` of every file read: a file is read once per role, so a diamond is no cycle. */
  read: Set<string>;
  declared: ParsedManifest['declared'];
  warnings: string[];
}

/**
 * Whether a relative path has a hidden part (`.env`, `.secrets/...`); `.` and `..` are not hidden.
 * An include may not read a dotfile nor enter a hidden folder (docs/decisions/0014-manifest-files-read.md).
 */
function hasHiddenPart(path: string): boolean {
  return path.split(/[\\/]/).some((part) => part.startsWith('.') && part !== '.' && part !== '..');
}

function declare(requirement: Requirement, role: Role, context: Context): void {
  if (role === 'requirements')
    context.declared.push({ ...requirement, source_kind: 'runtime', source_name: null });
}

async function readFileInto(realPath: string, context: Context, label: string, role: Role): Promise<void> {
  const text = await readManifestText(realPath);
  if (text === null) {
    context.warnings.push(`${label} could not be read.`);
    return;
  }
  for (const { line, content } of logicalLines(text)) {
    // Warnings name the line, never its text: a line that is not a requirement may hold a secret.
    const where = `line ${line} of ${label.replace(/^The /, 'the ').replace(/^An /, 'an ')}`;
    const include = /^(-r|--requirement|-c|--constraint)(?:\s+|=)(.+)$/.exec(content);
    if (include) {
      const isConstraint = include[1] === '-c' || include[1] === '--constraint';
      const childRole = isConstraint ? 'constraints' : role;
      await followInclude(include[2].trim(), dirname(realPath), context, where, childRole);
      continue;
    }
    const editable = /^(-e|--editable)(?:\s+|=)(.+)$/.exec(content);
    if (editable) {
      const requirement = fromReference(editable[2].trim());
      if (requirement) declare(requirement, role, context);
      else
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
      if (requirement) declare(requirement, role, context);
      else context.warnings.push(`The URL requirement on ${where} names no package (#egg=) and was skipped.`);
      continue;
    }
    const requirement = parseRequirement(content.replace(PER_REQUIREMENT_OPTION, ''));
    if (requirement) declare(requirement, role, context);
    else context.warnings.push(`The requirement on ${where} could not be parsed and was skipped.`);
  }
}

async function followInclude(target: string, fromDir: string, context: Context, where: string, role: Role) {
  if (context.stack.length > MAX_INCLUDE_DEPTH) {
    context.warnings.push(`The include on ${where} is nested too deeply and was not followed.`);
    return;
  }
  const refused = `The include on ${where} is not a requirements or constraints file and was not read.`;
  // Judged by name before the file system is asked, so a refused name tells nothing of what exists.
  if (!isRequirementsFileName(basename(target)) || (!isAbsolute(target) && hasHiddenPart(target))) {
    context.warnings.push(refused);
    return;
  }
  const located = await locateManifest(context.appRoot, fromDir, target, `The included ${role} file`);
  if (!located.ok) {
    context.warnings.push(`${located.warning.replace(/\.$/, '')} (${where}).`);
    return;
  }
  // A symlink with a requirements name may point at a dotfile or into a hidden folder: judge the
  // real path too, from the including file's folder (an app may itself live in a hidden folder).
  const reached = relative(fromDir, located.realPath);
  if (hasHiddenPart(reached) || !isRequirementsFileName(basename(located.realPath))) {
    context.warnings.push(refused);
    return;
  }
  if (context.stack.includes(located.realPath)) {
    context.warnings.push(`The include on ${where} forms a cycle and was not followed.`);
    return;
  }
  const key = `${role}:${located.realPath}`;
  if (context.read.has(key)) return;
  context.read.add(key);
  context.stack.push(located.realPath);
  await readFileInto(located.realPath, context, `An included ${role} file`, role);
  context.stack.pop();
}

/**
 * Parses a requirements file (pip's format: PEP 508 lines, comments, backslash continuations,
 * `-r`/`-c` includes, `-e` and VCS references with `#egg=`, `name @ url`). Includes must name a
 * requirements or constraints file (`isRequirementsFileName`, no hidden part) and stay inside
 * `appRoot`; an include of a file still being read is a cycle, reported and not followed; each
 * file is read once as requirements and once as constraints at most; nesting stops at
 * `MAX_INCLUDE_DEPTH`. Constraint files add no packages. Warnings name no path and quote no line.
 * Source: https://pip.pypa.io/en/stable/reference/requirements-file-format/
 */
export async function parseRequirementsFile(realPath: string, appRoot: string): Promise<ParsedManifest> {
  const context: Context = {
    appRoot,
    stack: [realPath],
    read: new Set([`requirements:${realPath}`]),
    declared: [],
    warnings: [],
  };
  await readFileInto(realPath, context, 'The requirements file', 'requirements');
  return { declared: context.declared, warnings: context.warnings };
}
