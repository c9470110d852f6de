import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A file tree: path -> content, or `{ symlink: target }`. */
export type Tree = Record<string, string | Buffer | { symlink: string }>;

/** Writes a tree into a fresh temporary folder and returns its path and a cleanup. */
export function makeTree(tree: Tree): { root: string; cleanup: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'rd-inventory-'));
  for (const [path, content] of Object.entries(tree)) {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    if (typeof content === 'object' && !Buffer.isBuffer(content)) symlinkSync(content.symlink, full);
    else writeFileSync(full, content);
  }
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** A tiny installed npm package. */
export const npmPackage = (name: string, version: string) => JSON.stringify({ name, version });

/** A tiny installed Python distribution (core metadata `METADATA`). */
export const distInfo = (name: string, version: string) =>
  `Metadata-Version: 2.1\nName: ${name}\nVersion: ${version}\n\nLong description\nName: not-this\n`;
