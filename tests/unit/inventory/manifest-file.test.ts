import { readDependencyInventory } from '../../../server/src/inventory';
import { makeTree } from './fixture-tree';

describe('manifest path rules and file problems', () => {
  it('warns when nothing is configured', async () => {
    const inventory = await readDependencyInventory({ appRoot: '/nonexistent', manifestPath: null });
    expect(inventory).toEqual({
      source: { path: '', format: null },
      packages: [],
      warnings: ['No dependency manifest is configured: set DISCOVERY_PLATFORM_DEPENDENCY_FILE.'],
    });
  });

  it.each([
    ['a missing file', {}, 'requirements.txt', 'The dependency manifest was not found.'],
    [
      'a folder',
      { 'pkg/package.json/x': '' },
      'pkg/package.json',
      'The dependency manifest is not a regular file.',
    ],
    [
      'a relative path escaping the app',
      {},
      '../outside/package.json',
      'The dependency manifest points outside the application folder and was not read.',
    ],
    [
      'a file over the cap',
      { 'package.json': `{"dependencies":{"a":"${'x'.repeat(2048)}"}}` },
      'package.json',
      'The dependency manifest is larger than 1 KiB and was not read.',
    ],
    [
      'an unsupported format',
      { Pipfile: '[packages]' },
      'Pipfile',
      'The dependency manifest format is not supported: use package.json, pyproject.toml or a requirements file.',
    ],
  ])('reports %s as a warning naming no path', async (_label, tree, manifestPath, warning) => {
    const { root, cleanup } = makeTree(tree);
    try {
      const inventory = await readDependencyInventory({ appRoot: root, manifestPath, maxBytes: 1024 });
      expect(inventory.warnings).toEqual([warning]);
      expect(JSON.stringify(inventory)).not.toContain(root);
    } finally {
      cleanup();
    }
  });

  it('refuses a symlink that points outside the app', async () => {
    const outside = makeTree({ 'package.json': '{"dependencies":{"secret":"1.0.0"}}' });
    const { root, cleanup } = makeTree({ 'package.json': { symlink: `${outside.root}/package.json` } });
    try {
      const inventory = await readDependencyInventory({ appRoot: root, manifestPath: 'package.json' });
      expect(inventory.packages).toEqual([]);
      expect(inventory.warnings).toEqual([
        'The dependency manifest points outside the application folder and was not read.',
      ]);
      expect(JSON.stringify(inventory)).not.toContain(outside.root);
    } finally {
      cleanup();
      outside.cleanup();
    }
  });

  it('follows a symlink that stays inside the app', async () => {
    const { root, cleanup } = makeTree({
      'config/deps.json': '{"dependencies":{"a":"1.0.0"}}',
      'package.json': { symlink: 'config/deps.json' },
    });
    try {
      const inventory = await readDependencyInventory({ appRoot: root, manifestPath: 'package.json' });
      expect(inventory.packages.map((p) => p.name)).toEqual(['a']);
    } finally {
      cleanup();
    }
  });
});
