import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { normalizePythonName } from './pep508';

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

/** `site-packages` folders of a virtual environment (POSIX `lib/python3.X/`, Windows `Lib/`). */
async function sitePackages(venv: string): Promise<string[]> {
  const found: string[] = [];
  for (const lib of ['lib', 'lib64']) {
    let entries: string[] = [];
    try {
      entries = await readdir(join(venv, lib));
    } catch {
      continue;
    }
    for (const entry of entries.filter((name) => name.startsWith('python'))) {
      const candidate = join(venv, lib, entry, 'site-packages');
      if (await isDirectory(candidate)) found.push(candidate);
    }
  }
  if (await isDirectory(join(venv, 'Lib', 'site-packages'))) found.push(join(venv, 'Lib', 'site-packages'));
  return found;
}

/**
 * The virtual environment next to a manifest (`.venv`, then `venv`), else `VIRTUAL_ENV`.
 * @returns its folder, or null when none holds a site-packages folder
 */
export async function findVirtualEnv(manifestDir: string, env: NodeJS.ProcessEnv): Promise<string | null> {
  const candidates = [join(manifestDir, '.venv'), join(manifestDir, 'venv'), env.VIRTUAL_ENV].filter(
    (candidate): candidate is string => !!candidate,
  );
  for (const candidate of candidates) {
    if ((await sitePackages(candidate)).length) return candidate;
  }
  return null;
}

/**
 * Installed distributions of a virtual environment, read from each `*.dist-info/METADATA`
 * (`Name:` and `Version:` headers, core metadata spec), keyed by PEP 503 normalised name.
 */
export async function installedPythonVersions(venv: string): Promise<Map<string, string>> {
  const versions = new Map<string, string>();
  for (const folder of await sitePackages(venv)) {
    let entries: string[] = [];
    try {
      entries = await readdir(folder);
    } catch {
      continue;
    }
    for (const entry of entries.filter((name) => name.endsWith('.dist-info'))) {
      let metadata: string;
      try {
        metadata = (await readFile(join(folder, entry, 'METADATA'), 'utf8')).split(/\r?\n\r?\n/)[0];
      } catch {
        continue;
      }
      const name = /^Name:\s*(.+)$/m.exec(metadata)?.[1]?.trim();
      const version = /^Version:\s*(.+)$/m.exec(metadata)?.[1]?.trim();
      if (name && version) versions.set(normalizePythonName(name), version);
    }
  }
  return versions;
}
