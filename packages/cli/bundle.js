'use strict';
/**
 * Bundles the CLI into `dist/cli.js` with esbuild: the workspace packages
 * `@route-discovery/check-engine` and `@route-discovery/contract` (never published) are inlined
 * (of the contract only the constants the CLI reads: its zod schemas are tree-shaken away, as the
 * package declares `sideEffects: false`), while the runtime `dependencies` of package.json stay
 * `require` calls that npm installs (docs/decisions/0043-cli-package-commonjs-bundle.md).
 * Type checking is `tsc -p tsconfig.json` (no emit), run before this by `npm run build`.
 */
const { rmSync } = require('node:fs');
const { join } = require('node:path');
const { buildSync } = require('esbuild');
const { dependencies } = require('./package.json');

// One file ships: nothing left over from an earlier build may enter the tarball.
rmSync(join(__dirname, 'dist'), { recursive: true, force: true });
buildSync({
  absWorkingDir: __dirname,
  entryPoints: ['src/cli.ts'],
  outfile: 'dist/cli.js',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: Object.keys(dependencies),
  logLevel: 'warning',
});
