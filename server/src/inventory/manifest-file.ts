import { realpath, stat, readFile } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';

/** Largest manifest read, in bytes (1 MiB): larger files are refused with a warning. */
export const MAX_MANIFEST_BYTES = 1024 * 1024;

/** A readable manifest (its real path) or the warning that explains why not. */
export type ManifestLocation = { ok: true; realPath: string } | { ok: false; warning: string };

/** Whether `child` is `root` or inside it (both real, absolute paths). */
export function isInside(root: string, child: string): boolean {
  const rel = relative(root, child);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel) && !rel.startsWith(`..${sep}`));
}

/**
 * Locates a manifest: relative paths resolve against `baseDir`; the real path (symlinks followed)
 * must stay inside the real `appRoot`, be a regular file and at most `maxBytes` long.
 * @param what how warnings name the file, e.g. "The dependency manifest"
 */
export async function locateManifest(
  appRoot: string,
  baseDir: string,
  configured: string,
  what: string,
  maxBytes = MAX_MANIFEST_BYTES,
): Promise<ManifestLocation> {
  let realRoot: string;
  let realPath: string;
  try {
    realRoot = await realpath(appRoot);
  } catch {
    return { ok: false, warning: `${what} could not be read: the application folder is not accessible.` };
  }
  const candidate = resolve(baseDir, configured);
  try {
    realPath = await realpath(candidate);
  } catch {
    if (!isInside(realRoot, resolve(realRoot, relative(appRoot, candidate)))) {
      return { ok: false, warning: `${what} points outside the application folder and was not read.` };
    }
    return { ok: false, warning: `${what} was not found.` };
  }
  if (!isInside(realRoot, realPath)) {
    return { ok: false, warning: `${what} points outside the application folder and was not read.` };
  }
  let info;
  try {
    info = await stat(realPath);
  } catch {
    return { ok: false, warning: `${what} could not be read.` };
  }
  if (!info.isFile()) return { ok: false, warning: `${what} is not a regular file.` };
  if (info.size > maxBytes) {
    return {
      ok: false,
      warning: `${what} is larger than ${Math.round(maxBytes / 1024)} KiB and was not read.`,
    };
  }
  return { ok: true, realPath };
}

/**
 * Reads a located manifest as UTF-8 text: a byte-order mark is dropped and CRLF / CR line ends
 * become LF. Returns null when the file cannot be read.
 */
export async function readManifestText(realPath: string): Promise<string | null> {
  try {
    return (await readFile(realPath, 'utf8')).replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  } catch {
    return null;
  }
}
