#!/usr/bin/env node
'use strict';
/**
 * Prints what the plugin's admin half weighs, in bytes and gzip bytes (level 9, Node's zlib):
 *
 * 1. `dist/admin`: the plugin's own built admin bundle (`npm run build` first). The ESM files
 *    (`*.mjs`) are what Strapi's admin build imports; the CommonJS twins (`*.js`) are counted apart.
 *    `@strapi/sdk-plugin` leaves every `dependencies` entry out of this bundle (its vite config
 *    externalises them), so a chart library listed there is not in these figures.
 * 2. The playground's built admin panel (`playground/dist/build`, written by `strapi build`, e.g.
 *    by the browser test): every JavaScript file, chart library included, when it has been built.
 * 3. The chart library as the user's admin build bundles it: the exports our chart components
 *    import (`CHART_IMPORTS`), bundled alone with esbuild (minified, ESM, tree-shaken, React left
 *    out as the admin panel already ships it). This is the bytes the library adds to the panel.
 *
 * Usage: node scripts/admin-bundle-size.js [--json]
 * Exit code 1 when dist/admin is missing.
 */
const { existsSync, readdirSync, readFileSync, statSync } = require('node:fs');
const { join, resolve } = require('node:path');
const { Buffer } = require('node:buffer');
const { gzipSync } = require('node:zlib');

const ROOT = resolve(__dirname, '..');
const DIST_ADMIN = join(ROOT, 'dist', 'admin');
// `strapi build` writes the panel into playground/dist/build (the app is TypeScript), or
// playground/build for a JavaScript app.
const PANEL_BUILD = [join(ROOT, 'playground', 'dist', 'build'), join(ROOT, 'playground', 'build')].find(
  (dir) => existsSync(dir),
);

/** The chart library's exports used by admin/src/components/charts (keep in step with them). */
const CHART_IMPORTS = `
export { Pie, Bar, LinePath } from '@visx/shape';
export { Group } from '@visx/group';
`;

/** Bytes and gzip bytes of a list of buffers. */
function measure(buffers) {
  return buffers.reduce(
    (total, buffer) => ({
      files: total.files + 1,
      bytes: total.bytes + buffer.length,
      gzip: total.gzip + gzipSync(buffer, { level: 9 }).length,
    }),
    { files: 0, bytes: 0, gzip: 0 },
  );
}

/** Every file under a directory, recursively. */
function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

async function chartLibrary() {
  const esbuild = require('esbuild');
  const result = await esbuild.build({
    stdin: { contents: CHART_IMPORTS, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    logLevel: 'silent',
  });
  return measure(result.outputFiles.map((file) => Buffer.from(file.contents)));
}

async function main() {
  if (!existsSync(DIST_ADMIN)) {
    console.error('dist/admin is missing: run `npm run build` first.');
    process.exit(1);
  }
  const files = filesUnder(DIST_ADMIN);
  const read = (suffix) => files.filter((file) => file.endsWith(suffix)).map((file) => readFileSync(file));
  const figures = {
    distAdminEsm: measure(read('.mjs')),
    distAdminCjs: measure(read('.js')),
    chartLibrary: await chartLibrary(),
    panelJs: PANEL_BUILD
      ? measure(
          filesUnder(PANEL_BUILD)
            .filter((file) => file.endsWith('.js'))
            .map((file) => readFileSync(file)),
        )
      : null,
  };
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(figures, null, 2));
    return;
  }
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const line = (label, m) =>
    `${label.padEnd(44)} ${String(m.files).padStart(3)} files  ${kib(m.bytes).padStart(10)}  gzip ${kib(m.gzip).padStart(9)}`;
  console.log(line('dist/admin ESM (*.mjs)', figures.distAdminEsm));
  console.log(line('dist/admin CommonJS (*.js)', figures.distAdminCjs));
  console.log(line('chart library as bundled (@visx, minified)', figures.chartLibrary));
  if (figures.panelJs) console.log(line('playground admin panel JS', figures.panelJs));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
