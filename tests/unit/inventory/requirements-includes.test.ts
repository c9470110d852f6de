import { readDependencyInventory } from '../../../server/src/inventory';
import { makeTree, type Tree } from './fixture-tree';

/** Secrets as a `.env` holds them: none of these names or values may reach the inventory. */
const SECRETS = {
  ADMIN_JWT_SECRET: 'jwt-9f2c41d7e8',
  DATABASE_PASSWORD: 'pw-71b0c3aa',
  APP_KEYS: 'key-one-5d1e,key-two-8a2f',
};
const dotEnv = Object.entries(SECRETS)
  .map(([name, value]) => `${name}=${value}`)
  .join('\n');

const NO_VENV =
  'No Python virtual environment (.venv, venv or VIRTUAL_ENV) was found: installed versions are unknown.';

async function inventoryOf(tree: Tree, manifestPath = 'requirements.txt') {
  const { root, cleanup } = makeTree(tree);
  try {
    const inventory = await readDependencyInventory({ appRoot: root, manifestPath, env: {} });
    expect(JSON.stringify(inventory)).not.toContain(root);
    return inventory;
  } finally {
    cleanup();
  }
}

function expectNoSecret(inventory: object) {
  const text = JSON.stringify(inventory);
  for (const [name, value] of Object.entries(SECRETS)) {
    expect(text).not.toContain(name);
    for (const part of value.split(',')) expect(text).not.toContain(part);
  }
}

const refused = (line: number) =>
  `The include on line ${line} of the requirements file is not a requirements or constraints file and was not read.`;

describe('requirements includes: what may be included', () => {
  it.each([
    ['-r .env'],
    ['--requirement=.env'],
    ['-c .env'],
    ['-r ./config/../.env'],
    ['-r .env.txt'],
    ['-r .secrets/keys.txt'],
    ['-r config/env.json'],
    ['-r settings.py'],
  ])('refuses %j with a warning naming no path, and leaks nothing', async (include) => {
    const inventory = await inventoryOf({
      '.env': dotEnv,
      '.env.txt': dotEnv,
      '.secrets/keys.txt': dotEnv,
      'config/env.json': dotEnv,
      'settings.py': dotEnv,
      'requirements.txt': `Django>=5\n${include}\n`,
    });
    expect(inventory.packages.map((p) => p.name)).toEqual(['Django']);
    expect(inventory.warnings).toEqual([refused(2), NO_VENV]);
    expectNoSecret(inventory);
  });

  it('refuses a symlink with a requirements name that points at a dotfile or into a hidden folder', async () => {
    const inventory = await inventoryOf({
      '.env': dotEnv,
      '.secrets/keys.txt': dotEnv,
      'deps.txt': { symlink: '.env' },
      'keys.txt': { symlink: '.secrets/keys.txt' },
      'requirements.txt': 'Django>=5\n-r deps.txt\n-r keys.txt\n',
    });
    expect(inventory.packages.map((p) => p.name)).toEqual(['Django']);
    expect(inventory.warnings).toEqual([refused(2), refused(3), NO_VENV]);
    expectNoSecret(inventory);
  });

  it('never quotes a line it could not parse: a .env copied into a .txt gives line numbers only', async () => {
    const inventory = await inventoryOf({
      'secrets.txt': dotEnv,
      'requirements.txt': 'Django>=5\n-r secrets.txt\n',
    });
    expect(inventory.packages.map((p) => p.name)).toEqual(['Django']);
    expect(inventory.warnings).toEqual([
      'The requirement on line 1 of an included requirements file could not be parsed and was skipped.',
      'The requirement on line 2 of an included requirements file could not be parsed and was skipped.',
      'The requirement on line 3 of an included requirements file could not be parsed and was skipped.',
      NO_VENV,
    ]);
    expectNoSecret(inventory);
  });

  it('masks credentials in URL specifiers, as pip does', async () => {
    const inventory = await inventoryOf({
      'requirements.txt': [
        '-e git+https://deploy:tok-3e1f@git.example.com/lib.git#egg=lib',
        'wheelpkg @ https://tok-77aa@files.example.com/wheelpkg-1.0-py3-none-any.whl',
      ].join('\n'),
    });
    expect(inventory.packages.map((p) => `${p.name} ${p.specifier}`)).toEqual([
      'lib git+https://deploy:****@git.example.com/lib.git#egg=lib',
      'wheelpkg @ https://****@files.example.com/wheelpkg-1.0-py3-none-any.whl',
    ]);
    expect(JSON.stringify(inventory)).not.toContain('tok-');
  });

  it('masks credentials in a package.json git dependency', async () => {
    const inventory = await inventoryOf(
      {
        'package.json': JSON.stringify({
          dependencies: { lib: 'git+https://ci:tok-9c@git.example.com/lib.git' },
        }),
      },
      'package.json',
    );
    expect(inventory.packages.map((p) => p.specifier)).toEqual([
      'git+https://ci:****@git.example.com/lib.git',
    ]);
  });
});

describe('requirements includes: bookkeeping', () => {
  it('reads a base included by two files once, without calling the diamond a cycle', async () => {
    const inventory = await inventoryOf({
      'requirements.txt': '-r web.txt\n-r worker.txt\n',
      'web.txt': '-r base.txt\ngunicorn>=22\n',
      'worker.txt': '-r base.txt\ncelery>=5\n',
      'base.txt': 'Django>=5\n',
    });
    expect(inventory.packages.map((p) => p.name)).toEqual(['celery', 'Django', 'gunicorn']);
    expect(inventory.warnings).toEqual([NO_VENV]);
  });

  it('adds the packages of a file read as constraints first and as requirements after', async () => {
    const inventory = await inventoryOf({
      'requirements.txt': '-c base.txt\n-r base.txt\n',
      'base.txt': 'Django>=5\n',
    });
    expect(inventory.packages.map((p) => p.name)).toEqual(['Django']);
    expect(inventory.warnings).toEqual([NO_VENV]);
  });

  it('still reports a real cycle, through a constraints file too', async () => {
    const inventory = await inventoryOf({
      'requirements.txt': '-r a.txt\n',
      'a.txt': 'Django>=5\n-c b.txt\n',
      'b.txt': '-r a.txt\n',
    });
    expect(inventory.packages.map((p) => p.name)).toEqual(['Django']);
    expect(inventory.warnings).toEqual([
      'The include on line 1 of an included constraints file forms a cycle and was not followed.',
      NO_VENV,
    ]);
  });
});
