// The floors of server/src (scripts/import-floors.js): a folder imports only its own floor or
// below, no two folders import each other, no files form a circle, and a feature, or the top
// floor, reaches a feature only through its public module, its index.ts
// (docs/decisions/0261-feature-public-modules.md).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { makeTree } from './inventory/fixture-tree';

interface FloorsReport {
  upward: Array<{ file: string; imports: string }>;
  folderCircles: string[][];
  fileCircles: string[][];
  internalImports: Array<{ file: string; imports: string }>;
  unassigned: string[];
}

const SCRIPT = join(__dirname, '..', '..', 'scripts', 'import-floors.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { analyse } = require(SCRIPT) as { analyse(src?: string): FloorsReport };

describe('server/src floors', () => {
  const report = analyse();

  it('has no import running up to a higher floor', () => {
    expect(report.upward).toEqual([]);
  });

  it('has no two folders importing each other', () => {
    expect(report.folderCircles).toEqual([]);
  });

  it('has no circle of files', () => {
    expect(report.fileCircles).toEqual([]);
  });

  it("has no feature or top-floor file importing another feature's internals", () => {
    expect(report.internalImports).toEqual([]);
  });

  it('assigns every folder a floor', () => {
    expect(report.unassigned).toEqual([]);
  });
});

describe("import-floors on a small tree: another feature's internals", () => {
  const tree = makeTree({
    'site-pages/index.ts': "export { plan } from './plan';\n",
    'site-pages/plan.ts': "import { url } from './url';\nexport const plan = url;\n",
    'site-pages/url.ts': 'export const url = 1;\n',
    // Through the public module, in every spelling: fine.
    'discovery/rows.ts': "import { plan } from '../site-pages';\nexport const rows = plan;\n",
    'discovery/more.ts': "import { plan } from '../site-pages/index';\nimport { rows } from './rows';\n",
    // A root-file feature is its own public module.
    'discovery/settings-use.ts': "import { settings } from '../settings';\nexport const used = settings;\n",
    'settings.ts': "import type { plan } from './site-pages/plan';\nexport const settings = 1;\n",
    // Into another feature's file: a value import, a type-only import, a re-export.
    'content-links/links.ts': "import { url } from '../site-pages/url';\nexport const links = url;\n",
    'content-links/again.ts': "export { plan } from '../site-pages/plan';\n",
    // The top floor: into a feature's file (value, type-only), reported; through the index, within
    // the top floor, and from a floor below, not.
    'services/links.ts':
      "import { url } from '../site-pages/url';\nimport type { rows } from '../discovery/rows';\n",
    'services/index.ts':
      "import { plan } from '../site-pages';\nexport { links } from '../content-links/links';\n",
    'controllers/pages.ts':
      "import { url } from '../services/links';\nimport { plan } from '../site-pages/index';\n",
    'model/row.ts': 'export const row = 1;\n',
    'discovery/row-use.ts': "import { row } from '../model/row';\nexport const used = row;\n",
  });
  afterAll(() => tree.cleanup());

  it('reports each import of a file other than the index.ts, and nothing else', () => {
    const found = analyse(tree.root);
    expect(found.internalImports.map(({ file, imports }) => `${file} -> ${imports}`).sort()).toEqual([
      'content-links/again.ts -> site-pages/plan.ts',
      'content-links/links.ts -> site-pages/url.ts',
      'services/index.ts -> content-links/links.ts',
      'services/links.ts -> discovery/rows.ts',
      'services/links.ts -> site-pages/url.ts',
      'settings.ts -> site-pages/plan.ts',
    ]);
    expect(found.upward).toEqual([]);
    expect(found.fileCircles).toEqual([]);
  });

  it('prints them and exits 1', () => {
    const run = spawnSync(process.execPath, [SCRIPT, '--src', tree.root], { encoding: 'utf8' });
    expect(run.stdout).toContain("imports of another feature's internals: 6");
    expect(run.stdout).toContain('content-links/links.ts -> site-pages/url.ts');
    expect(run.stdout).toContain('services/links.ts -> discovery/rows.ts');
    expect(run.status).toBe(1);
  });

  it('exits 0 on server/src', () => {
    const run = spawnSync(process.execPath, [SCRIPT], { encoding: 'utf8' });
    expect(run.stdout).toContain("imports of another feature's internals: 0");
    expect(run.status).toBe(0);
  });
});
