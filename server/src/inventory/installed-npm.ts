import semver from 'semver';
import { findPackageDir, packageVersionAt } from '../runtime';

/** The installed version of an npm package as Node resolves it from `fromDir` (workspaces and hoisting included), or ''. */
export function installedNpmVersion(fromDir: string, name: string): string {
  return packageVersionAt(findPackageDir(fromDir, name));
}

/**
 * Whether an installed version satisfies a declared npm range (`semver`, prereleases included).
 * An `npm:name@range` alias is checked against its range.
 * @returns null when nothing is installed or the declaration is not a semver range (`file:`, git URLs, `workspace:`, tags)
 */
export function npmSatisfies(installed: string, declared: string): boolean | null {
  if (!installed) return null;
  const range = declared.startsWith('npm:') ? declared.slice(declared.lastIndexOf('@') + 1) : declared;
  if (semver.validRange(range) === null) return null;
  return semver.satisfies(installed, range, { includePrerelease: true });
}
