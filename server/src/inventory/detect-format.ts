import { basename, extname } from 'node:path';
import type { ManifestFormat } from './types';

/**
 * Whether a file name (a base name) names a requirements or constraints file: `*.txt`, `*.in`
 * (pip-tools' sources) or a name starting with `requirements`, and never a dotfile such as `.env`
 * (docs/decisions/0014-manifest-files-read.md). Both the configured manifest and every `-r`/`-c` include must
 * pass it, so a requirements file cannot pull in a secrets file.
 */
export function isRequirementsFileName(fileName: string): boolean {
  const name = basename(fileName).toLowerCase();
  if (name.startsWith('.')) return false;
  const extension = extname(name);
  return extension === '.txt' || extension === '.in' || name.startsWith('requirements');
}

/**
 * Format of a manifest by its name, and for TOML by its content: a `[tool.poetry]` table with
 * dependencies and no PEP 621 `[project]` dependencies is Poetry's format.
 * @param fileName the manifest's file name
 * @param toml the parsed TOML document, for `.toml` files
 */
export function detectFormat(fileName: string, toml?: Record<string, unknown>): ManifestFormat {
  const name = basename(fileName).toLowerCase();
  if (name === 'package.json') return 'package.json';
  const extension = extname(name);
  if (extension === '.toml') {
    const project = toml?.project as { dependencies?: unknown } | undefined;
    const poetry = (toml?.tool as { poetry?: { dependencies?: unknown } } | undefined)?.poetry;
    if (poetry?.dependencies && !project?.dependencies) return 'poetry-pyproject';
    return 'pyproject.toml';
  }
  if (isRequirementsFileName(name)) return 'requirements.txt';
  return 'unknown';
}
