import { readDependencyInventory } from '../../../server/src/inventory';
import { distInfo, makeTree } from './fixture-tree';

const venv = {
  '.venv/lib/python3.12/site-packages/Django-5.1.dist-info/METADATA': distInfo('Django', '5.1'),
  '.venv/lib/python3.12/site-packages/requests-2.32.3.dist-info/METADATA': distInfo('requests', '2.32.3'),
  '.venv/lib/python3.12/site-packages/zope.interface-7.0.dist-info/METADATA': distInfo(
    'zope.interface',
    '7.0',
  ),
};

const summary = (
  packages: Array<{
    name: string;
    specifier: string;
    source_kind: string;
    source_name: string | null;
    installed_version: string;
  }>,
) =>
  packages.map(
    (p) => `${p.name}|${p.specifier}|${p.source_kind}|${p.source_name ?? ''}|${p.installed_version}`,
  );

describe('pyproject.toml (PEP 621 + PEP 735)', () => {
  it('reads runtime, extras and groups with include-group, with installed versions from .venv', async () => {
    const { root, cleanup } = makeTree({
      ...venv,
      'pyproject.toml': `[project]
name = "site"
dependencies = ["Django>=5.0,<6", "requests[socks]>=2.31; python_version < '3.13'"]

[project.optional-dependencies]
search = ["zope_interface>=6"]

[dependency-groups]
test = ["pytest>=8", { include-group = "lint" }]
lint = ["ruff"]
loop-a = [{ include-group = "loop-b" }]
loop-b = [{ include-group = "loop-a" }]
`,
    });
    try {
      const inventory = await readDependencyInventory({
        appRoot: root,
        manifestPath: 'pyproject.toml',
        env: {},
      });
      expect(inventory.source).toEqual({ path: 'pyproject.toml', format: 'pyproject.toml' });
      expect(summary(inventory.packages)).toEqual([
        'Django|>=5.0,<6|runtime||5.1',
        'pytest|>=8|group|test|',
        "requests|[socks]>=2.31; python_version < '3.13'|runtime||2.32.3",
        'ruff||group|lint|',
        'ruff||group|test|',
        'zope_interface|>=6|optional|search|7.0',
      ]);
      expect(inventory.warnings).toEqual([
        'Dependency group "loop-a" includes "loop-a" in a cycle; it was not followed.',
        'Dependency group "loop-b" includes "loop-b" in a cycle; it was not followed.',
      ]);
      expect(inventory.packages.every((p) => p.satisfies === null)).toBe(true);
    } finally {
      cleanup();
    }
  });

  it('warns about invalid TOML and a missing environment, naming no path', async () => {
    const { root, cleanup } = makeTree({
      'bad/pyproject.toml': '[project\ndependencies = [',
      'ok/pyproject.toml': '[project]\ndependencies = ["a"]\n',
    });
    try {
      const bad = await readDependencyInventory({
        appRoot: root,
        manifestPath: 'bad/pyproject.toml',
        env: {},
      });
      expect(bad.warnings).toEqual(['The dependency manifest is not valid TOML.']);
      const ok = await readDependencyInventory({ appRoot: root, manifestPath: 'ok/pyproject.toml', env: {} });
      expect(ok.warnings).toEqual([
        'No Python virtual environment (.venv, venv or VIRTUAL_ENV) was found: installed versions are unknown.',
      ]);
      expect(JSON.stringify([bad, ok])).not.toContain(root);
    } finally {
      cleanup();
    }
  });

  it('uses VIRTUAL_ENV when no environment sits next to the manifest', async () => {
    const { root, cleanup } = makeTree({
      ...venv,
      'app/pyproject.toml': '[project]\ndependencies = ["requests"]\n',
    });
    try {
      const inventory = await readDependencyInventory({
        appRoot: root,
        manifestPath: 'app/pyproject.toml',
        env: { VIRTUAL_ENV: `${root}/.venv` },
      });
      expect(inventory.packages[0]).toMatchObject({
        name: 'requests',
        installed_version: '2.32.3',
        is_installed: true,
      });
      expect(inventory.warnings).toEqual([]);
    } finally {
      cleanup();
    }
  });
});

describe('Poetry', () => {
  it('reads dependencies, optional extras, groups and legacy dev-dependencies, skipping python', async () => {
    const { root, cleanup } = makeTree({
      ...venv,
      'pyproject.toml': `[tool.poetry]
name = "site"

[tool.poetry.dependencies]
python = "^3.11"
Django = "^5.0"
requests = { version = "^2.31", markers = "sys_platform == 'linux'" }
zope-interface = { version = ">=6", optional = true }
mylib = { git = "https://example.com/mylib.git", tag = "v1.2" }

[tool.poetry.extras]
search = ["zope-interface"]

[tool.poetry.group.test.dependencies]
pytest = "^8.0"

[tool.poetry.dev-dependencies]
black = "*"
`,
    });
    try {
      const inventory = await readDependencyInventory({
        appRoot: root,
        manifestPath: 'pyproject.toml',
        env: {},
      });
      expect(inventory.source.format).toBe('poetry-pyproject');
      expect(summary(inventory.packages)).toEqual([
        'black|*|group|dev|',
        'Django|^5.0|runtime||5.1',
        'mylib|git+https://example.com/mylib.git@v1.2|runtime||',
        'pytest|^8.0|group|test|',
        "requests|^2.31; sys_platform == 'linux'|runtime||2.32.3",
        'zope-interface|>=6|optional|search|7.0',
      ]);
    } finally {
      cleanup();
    }
  });
});

describe('requirements files', () => {
  it('follows -r and -c includes, keeps markers, reads -e, VCS and name @ url lines', async () => {
    const nextToManifest = Object.fromEntries(
      Object.entries(venv).map(([path, content]) => [`requirements/${path}`, content]),
    );
    const { root, cleanup } = makeTree({
      ...nextToManifest,
      'requirements/base.txt':
        'Django>=5.0  # the CMS\nrequests[socks]==2.32.3 ; python_version >= "3.10"\n' +
        'pinned==1.0 \\\n    --hash=sha256:0f1e --config-settings=editable_mode=compat\n',
      'requirements/constraints.txt': 'urllib3<3\n',
      'requirements/prod.txt': [
        '-r base.txt',
        '-c constraints.txt',
        '--index-url https://pypi.example.com/simple',
        '-e git+https://example.com/editable.git#egg=editable-pkg',
        'git+https://example.com/vcs.git@main#egg=vcs_pkg',
        'wheelpkg @ https://example.com/wheelpkg-1.0-py3-none-any.whl',
        'zope.interface \\',
        '    >=6',
        'this is not valid',
        '--frobnicate',
        '-r missing.txt',
        '-r ../../outside.txt',
        '-r prod.txt',
      ].join('\r\n'),
    });
    try {
      const inventory = await readDependencyInventory({
        appRoot: root,
        manifestPath: 'requirements/prod.txt',
        env: {},
      });
      expect(inventory.source).toEqual({ path: 'prod.txt', format: 'requirements.txt' });
      expect(summary(inventory.packages)).toEqual([
        'Django|>=5.0|runtime||5.1',
        'editable-pkg|git+https://example.com/editable.git#egg=editable-pkg|runtime||',
        'pinned|==1.0|runtime||',
        'requests|[socks]==2.32.3 ; python_version >= "3.10"|runtime||2.32.3',
        'vcs_pkg|git+https://example.com/vcs.git@main#egg=vcs_pkg|runtime||',
        'wheelpkg|@ https://example.com/wheelpkg-1.0-py3-none-any.whl|runtime||',
        'zope.interface|>=6|runtime||7.0',
      ]);
      expect(inventory.packages.some((p) => p.name === 'urllib3')).toBe(false);
      expect(inventory.warnings).toEqual([
        'The requirement on line 9 of the requirements file could not be parsed and was skipped.',
        'The option on line 10 of the requirements file is not supported and was ignored.',
        'The included requirements file was not found (line 11 of the requirements file).',
        'The included requirements file points outside the application folder and was not read (line 12 of the requirements file).',
        'The include on line 13 of the requirements file forms a cycle and was not followed.',
      ]);
      expect(JSON.stringify(inventory)).not.toContain(root);
    } finally {
      cleanup();
    }
  });
});
