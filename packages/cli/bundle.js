'use strict';
/**
 * Bundles the CLI into `dist/cli.js` with esbuild: the workspace package
 * `@route-discovery/check-engine` (never published) is inlined, while the runtime `dependencies`
 * of package.json stay `require` calls that npm installs (docs/decisions.md, "CI smoke runner").
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
