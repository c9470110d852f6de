import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(__dirname, '..', '..');
const PLAYGROUND = join(ROOT, 'playground');

/** A tsconfig.json read the way TypeScript reads it (comments allowed). */
function readConfig(path: string): {
  references?: { path: string }[];
  compilerOptions?: { outDir?: string };
} {
  const { config, error } = ts.readConfigFile(path, (file) => readFileSync(file, 'utf8'));
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return config;
}

describe('root tsconfig.json (solution file) and the playground', () => {
  it('references every part that has a tsconfig.json, so `tsc -b` at the root checks them all', () => {
    const parts = [
      'server',
      'admin',
      'tests',
      ...readdirSync(join(ROOT, 'packages')).map((name) => `packages/${name}`),
    ];
    const withConfig = parts.filter((part) => existsSync(join(ROOT, part, 'tsconfig.json'))).sort();
    const referenced = (readConfig(join(ROOT, 'tsconfig.json')).references ?? [])
      .map((reference) => reference.path.replace(/^\.\//, ''))
      .sort();
    expect(referenced).toEqual(withConfig);
  });

  // Strapi's CLI takes the nearest tsconfig.json from the app folder upwards
  // (@strapi/strapi dist/cli.js -> dist/src/cli/utils/tsconfig.js, ts.findConfigFile) and then
  // compiles the app with it: it must be the playground's own file, never the root solution file.
  it("gives Strapi's CLI the playground's own tsconfig.json, whose outDir is not the app folder", () => {
    const found = ts.findConfigFile(PLAYGROUND, ts.sys.fileExists, 'tsconfig.json');
    expect(found && resolve(found)).toBe(join(PLAYGROUND, 'tsconfig.json'));
    const outDir = readConfig(join(PLAYGROUND, 'tsconfig.json')).compilerOptions?.outDir;
    expect(outDir).toBeDefined();
    // `strapi develop` deletes every entry of outDir but `build` (dist/src/node/develop.js).
    const out = resolve(PLAYGROUND, outDir as string);
    expect(out).not.toBe(PLAYGROUND);
    expect(dirname(out)).toBe(PLAYGROUND);
  });
});
