import { readDependencyInventory } from '../../../server/src/inventory';
import { makeTree, npmPackage } from './fixture-tree';

describe('package.json inventory', () => {
  it('maps fields to kinds, reads hoisted installs and checks ranges', async () => {
    const { root, cleanup } = makeTree({
      'app/package.json': JSON.stringify({
        dependencies: { koa: '^2.0.0', local: 'file:../local', zed: '1.x' },
        optionalDependencies: { fsevents: '^2.3.0' },
        devDependencies: { jest: '^29.0.0', Alpha: 'latest' },
        peerDependencies: { react: '^18.0.0' },
      }),
      // Hoisted to the workspace root: Node resolves it from app/ by walking up.
      'node_modules/koa/package.json': npmPackage('koa', '2.16.1'),
      'app/node_modules/jest/package.json': npmPackage('jest', '30.0.0'),
      'node_modules/zed/package.json': npmPackage('zed', '1.4.0-beta.1'),
    });
    try {
      const inventory = await readDependencyInventory({ appRoot: root, manifestPath: 'app/package.json' });
      expect(inventory.source).toEqual({ path: 'package.json', format: 'package.json' });
      expect(inventory.warnings).toEqual([]);
      expect(
        inventory.packages.map((p) => [
          p.name,
          p.source_kind,
          p.source_name,
          p.installed_version,
          p.satisfies,
        ]),
      ).toEqual([
        ['Alpha', 'group', 'devDependencies', '', null],
        ['fsevents', 'optional', 'optionalDependencies', '', null],
        ['jest', 'group', 'devDependencies', '30.0.0', false],
        ['koa', 'runtime', null, '2.16.1', true],
        ['local', 'runtime', null, '', null],
        ['react', 'group', 'peerDependencies', '', null],
        ['zed', 'runtime', null, '1.4.0-beta.1', true],
      ]);
      expect(inventory.packages.find((p) => p.name === 'koa')).toMatchObject({
        is_installed: true,
        specifier: '^2.0.0',
      });
    } finally {
      cleanup();
    }
  });

  it('reads a manifest with a BOM and CRLF line ends', async () => {
    const { root, cleanup } = makeTree({
      'package.json': `\uFEFF{\r\n  "dependencies": { "a": "1.0.0" }\r\n}\r\n`,
    });
    try {
      const inventory = await readDependencyInventory({ appRoot: root, manifestPath: 'package.json' });
      expect(inventory.packages.map((p) => p.name)).toEqual(['a']);
    } finally {
      cleanup();
    }
  });

  it.each([
    ['{ not json', 'The dependency manifest is not valid JSON.'],
    ['[1, 2]', 'The dependency manifest is not a JSON object.'],
    ['{"dependencies": ["a"]}', 'The "dependencies" field of the manifest is not an object and was skipped.'],
  ])('warns about %s without failing', async (content, warning) => {
    const { root, cleanup } = makeTree({ 'package.json': content });
    try {
      const inventory = await readDependencyInventory({ appRoot: root, manifestPath: 'package.json' });
      expect(inventory.warnings).toEqual([warning]);
      expect(inventory.packages).toEqual([]);
    } finally {
      cleanup();
    }
  });
});
