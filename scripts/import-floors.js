#!/usr/bin/env node
'use strict';
/**
 * Checks the floors of `server/src`: each top-level folder (or root file) is assigned a floor in
 * `FLOORS`, bottom first, and a file may import only from its own folder, from a lower floor, or
 * from another folder of its own floor as long as no two folders end up importing each other.
 *
 * It reads every `.ts` file under `server/src`, takes its relative imports (`import ... from`,
 * `export ... from`, `import '...'`, `import('...')`; type-only imports count, since a type-only
 * circle still ties two files together), and prints:
 * - files per folder and per floor;
 * - upward imports (a file importing a folder of a higher floor);
 * - folder circles (folders that import each other, directly or through others);
 * - file circles (strongly connected groups of files);
 * - imports of another feature's internals: a file of one `features` folder, or of a floor above
 *   it, importing a file of another feature other than its public module, the folder's `index.ts`
 *   (a feature that is a root file is its own public module); imports within a feature, and
 *   imports from the floors below, stay direct (docs/decisions/0261-feature-public-modules.md);
 * - folders missing from `FLOORS`.
 *
 * Usage: node scripts/import-floors.js [--json] [--src DIR]
 * `--src` reads another tree laid out like `server/src` (the unit test's fixtures).
 * Exit code 1 when there is any upward import, folder circle, file circle, import of another
 * feature's internals or unassigned folder.
 */
const { readdirSync, readFileSync, existsSync, statSync } = require('node:fs');
const { join, relative, resolve, dirname } = require('node:path');

const ROOT = resolve(__dirname, '..');
const SRC = join(ROOT, 'server', 'src');

/** The floor of features: from it and the floors above, a feature is reached only by its public module. */
const FEATURE_FLOOR = 'features';

/**
 * The floors, bottom first. A name is a top-level folder of `server/src` or a root file without
 * its `.ts`. A folder may import only from its own floor or below.
 */
const FLOORS = [
  ['base', ['database', 'streaming', 'identity', 'strapi-utils']],
  ['model', ['model']],
  ['storage', ['migrations']],
  ['permissions', ['permissions']],
  [
    'features',
    [
      'api',
      'paging',
      'config',
      'settings',
      'settings-diagnostics',
      'access',
      'content-types',
      'discovery',
      'content-links',
      'integrity',
      'site-pages',
      'exposure',
      'graphql',
      'openapi',
      'runs',
      'references',
      'moved-urls',
      'inventory',
      'sbom',
      'runtime',
      'watch',
    ],
  ],
  [
    'top',
    ['services', 'controllers', 'middlewares', 'mcp', 'routes', 'register', 'bootstrap', 'destroy', 'index'],
  ],
];

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const IMPORT_PATTERNS = [
  /(?:^|[;\s])(?:import|export)\s[^;'"]*?\sfrom\s*['"]([^'"]+)['"]/g,
  /(?:^|[;\s])import\s*['"]([^'"]+)['"]/g,
  /import\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function importsOf(text) {
  // Comments may quote import lines; drop them before matching.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const specs = new Set();
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of code.matchAll(pattern)) specs.add(match[1]);
  }
  return [...specs].filter((spec) => spec.startsWith('.'));
}

function resolveSpec(fromFile, spec) {
  const base = resolve(dirname(fromFile), spec);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** A file's path under `src`, with `/` separators on every platform. */
function pathIn(src, file) {
  return relative(src, file).split(/[\\/]/).join('/');
}

/** The top-level folder (or root file name without extension) a source file belongs to. */
function unitOf(src, file) {
  const [first, ...rest] = pathIn(src, file).split('/');
  return rest.length === 0 ? first.replace(/\.tsx?$/, '') : first;
}

/** Whether `file` is unit `unit`'s public module: its folder's `index.ts`, or the root file itself. */
function isPublicModule(src, file, unit) {
  const path = pathIn(src, file);
  return path === `${unit}/index.ts` || !path.includes('/');
}

/** Tarjan's strongly connected components; returns the groups of more than one node. */
function circles(nodes, edges) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const groups = [];
  const visit = (node) => {
    const entry = { index, low: index, onStack: true };
    index += 1;
    state.set(node, entry);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      const seen = state.get(next);
      if (!seen) {
        visit(next);
        entry.low = Math.min(entry.low, state.get(next).low);
      } else if (seen.onStack) {
        entry.low = Math.min(entry.low, seen.index);
      }
    }
    if (entry.low === entry.index) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of nodes) if (!state.has(node)) visit(node);
  return groups;
}

/**
 * Reads the tree under `src` (default `server/src`) and reports its floors, upward imports, folder
 * and file circles, imports of another feature's internals and unassigned folders; paths are
 * relative to `src`.
 */
function analyse(src = SRC) {
  const floorOf = new Map();
  FLOORS.forEach(([, units], level) => units.forEach((unit) => floorOf.set(unit, level)));
  const featureLevel = FLOORS.findIndex(([name]) => name === FEATURE_FLOOR);
  const features = new Set(FLOORS[featureLevel][1]);
  const files = listFiles(src);
  const fileEdges = new Map();
  const unitEdges = new Map();
  const upward = [];
  const internalImports = [];
  const perUnit = new Map();
  const unassigned = new Set();
  for (const file of files) {
    const from = unitOf(src, file);
    perUnit.set(from, (perUnit.get(from) ?? 0) + 1);
    if (!floorOf.has(from)) unassigned.add(from);
    const targets = [];
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolveSpec(file, spec);
      if (!target || !target.startsWith(src)) continue;
      targets.push(target);
      const to = unitOf(src, target);
      if (to === from) continue;
      if (!unitEdges.has(from)) unitEdges.set(from, new Set());
      unitEdges.get(from).add(to);
      if ((floorOf.get(to) ?? -1) > (floorOf.get(from) ?? Infinity)) {
        upward.push({ file: relative(src, file), imports: relative(src, target) });
      }
      if (floorOf.get(from) >= featureLevel && features.has(to) && !isPublicModule(src, target, to)) {
        internalImports.push({ file: relative(src, file), imports: relative(src, target) });
      }
    }
    fileEdges.set(file, targets);
  }
  const fileCircles = circles(files, fileEdges).map((group) => group.map((f) => relative(src, f)));
  const unitCircles = circles([...perUnit.keys()], unitEdges);
  const floors = FLOORS.map(([name, units]) => ({
    floor: name,
    files: units.reduce((sum, unit) => sum + (perUnit.get(unit) ?? 0), 0),
    folders: Object.fromEntries(units.filter((u) => perUnit.has(u)).map((u) => [u, perUnit.get(u)])),
  }));
  return {
    floors,
    upward,
    folderCircles: unitCircles,
    fileCircles,
    internalImports,
    unassigned: [...unassigned],
  };
}

function main() {
  const srcAt = process.argv.indexOf('--src');
  const report = analyse(srcAt === -1 ? SRC : resolve(process.argv[srcAt + 1]));
  if (process.argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } else {
    for (const { floor, files, folders } of report.floors) {
      const detail = Object.entries(folders)
        .map(([unit, count]) => `${unit} ${count}`)
        .join(', ');
      console.log(`${floor}: ${files} files (${detail})`);
    }
    console.log(`upward imports: ${report.upward.length}`);
    for (const { file, imports } of report.upward) console.log(`  ${file} -> ${imports}`);
    console.log(`folder circles: ${report.folderCircles.length}`);
    for (const group of report.folderCircles) console.log(`  ${group.join(' <-> ')}`);
    console.log(`file circles: ${report.fileCircles.length}`);
    for (const group of report.fileCircles) console.log(`  ${group.join(' <-> ')}`);
    console.log(`imports of another feature's internals: ${report.internalImports.length}`);
    for (const { file, imports } of report.internalImports) console.log(`  ${file} -> ${imports}`);
    if (report.unassigned.length > 0) console.log(`unassigned: ${report.unassigned.join(', ')}`);
  }
  const failed =
    report.upward.length +
    report.folderCircles.length +
    report.fileCircles.length +
    report.internalImports.length +
    report.unassigned.length;
  process.exitCode = failed > 0 ? 1 : 0;
}

if (require.main === module) main();

module.exports = { analyse, FLOORS };
