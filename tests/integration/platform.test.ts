import fc from 'fast-check';
import { declaredVersion, installedVersion, PLAYGROUND_DIR } from '../helpers/app';
import {
  PLATFORM_ENDPOINT as ENDPOINT,
  platformFixtures,
  type PlatformFixtures,
} from '../helpers/platform-fixtures';
import { startPlayground, type Playground } from '../helpers/playground';

let playground: Playground;
let fixtures: PlatformFixtures;
const writeFixture = (files: Record<string, string | Uint8Array>) => fixtures.write(files);
const platformFor = (manifest: string | undefined) => fixtures.platformFor(manifest);

beforeAll(async () => {
  fixtures = platformFixtures(() => playground);
  playground = await startPlayground();
});

afterAll(async () => {
  await playground?.stop();
  fixtures?.cleanup();
});

describe('platform endpoint', () => {
  it('reports the runtime and the playground package.json, with metadata but no URL fields', async () => {
    Reflect.deleteProperty(process.env, 'DISCOVERY_PLATFORM_DEPENDENCY_FILE');
    const response = await playground.http.get(ENDPOINT).set('Authorization', `Bearer ${playground.apiKey}`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { platform, metadata } = response.body;
    expect(platform.runtime).toEqual({
      node_version: process.versions.node,
      runtime_implementation: 'Node.js',
      framework_version: installedVersion('koa'),
      cms_version: installedVersion('@strapi/strapi'),
      environment: 'development',
      database_client: process.env.DATABASE_CLIENT ?? 'sqlite',
    });
    expect(platform.dependencies.source).toEqual({ path: 'package.json', format: 'package.json' });
    const strapi = platform.dependencies.packages.find((p: { name: string }) => p.name === '@strapi/strapi');
    expect(strapi).toEqual({
      name: '@strapi/strapi',
      specifier: declaredVersion('@strapi/strapi'),
      installed_version: installedVersion('@strapi/strapi'),
      is_installed: true,
      source_kind: 'runtime',
      source_name: null,
      satisfies: true,
      strapi_compatible: null,
      node_compatible: null,
    });
    const usersPermissions = platform.dependencies.packages.find(
      (p: { name: string }) => p.name === '@strapi/plugin-users-permissions',
    );
    expect(usersPermissions).toMatchObject({ strapi_compatible: true, node_compatible: true });
    expect(platform.warnings).toEqual([]);
    expect(Object.keys(metadata).sort()).toEqual([
      'api_lifecycle',
      'api_version',
      'generated_at',
      'package_version',
    ]);
  });

  it('judges each installed plugin against the running Strapi and Node, with a warning per mismatch', async () => {
    const plugin = (name: string, version: string, strapiRange: string, nodeRange: string) =>
      JSON.stringify({
        name,
        version,
        strapi: { kind: 'plugin', name: name.replace(/^strapi-plugin-/, '') },
        peerDependencies: { '@strapi/strapi': strapiRange },
        engines: { node: nodeRange },
      });
    writeFixture({
      'plugins/package.json': JSON.stringify({
        dependencies: {
          'strapi-plugin-legacy': '1.0.0',
          'strapi-plugin-current': '2.0.0',
          'left-pad': '1.3.0',
        },
      }),
      'plugins/node_modules/strapi-plugin-legacy/package.json': plugin(
        'strapi-plugin-legacy',
        '1.0.0',
        '^4.0.0',
        '>=99',
      ),
      'plugins/node_modules/strapi-plugin-current/package.json': plugin(
        'strapi-plugin-current',
        '2.0.0',
        '^5.0.0',
        '>=20',
      ),
      'plugins/node_modules/left-pad/package.json': JSON.stringify({
        name: 'left-pad',
        version: '1.3.0',
        peerDependencies: { '@strapi/strapi': '^4.0.0' },
      }),
    });
    const response = await platformFor('plugins/package.json');
    expect(response.status).toBe(200);
    const { dependencies, warnings } = response.body.platform;
    const verdicts = Object.fromEntries(
      dependencies.packages.map(
        (p: { name: string; strapi_compatible: unknown; node_compatible: unknown }) => [
          p.name,
          [p.strapi_compatible, p.node_compatible],
        ],
      ),
    );
    expect(verdicts).toEqual({
      'left-pad': [null, null],
      'strapi-plugin-current': [true, true],
      'strapi-plugin-legacy': [false, false],
    });
    const strapiVersion = installedVersion('@strapi/strapi');
    expect(warnings).toEqual([
      `The plugin "strapi-plugin-legacy" 1.0.0 declares @strapi/strapi "^4.0.0", which does not include the running Strapi ${strapiVersion}.`,
      `The plugin "strapi-plugin-legacy" 1.0.0 declares engines.node ">=99", which does not include the running Node.js ${process.versions.node}.`,
    ]);
    expect(response.text).not.toContain(PLAYGROUND_DIR);
  });

  it('requires the API key even in development', async () => {
    expect((await playground.http.get(ENDPOINT)).status).toBe(401);
    const token = await playground.adminToken();
    expect((await playground.http.get(ENDPOINT).set('Authorization', `Bearer ${token}`)).status).toBe(403);
  });

  it('reads a pyproject.toml beside a fixture .venv', async () => {
    writeFixture({
      'py/pyproject.toml':
        '[project]\nname = "site"\ndependencies = ["Django>=5.0", "requests>=2"]\n\n[dependency-groups]\ntest = ["pytest"]\n',
      'py/.venv/lib/python3.12/site-packages/django-5.1.4.dist-info/METADATA':
        'Metadata-Version: 2.1\nName: Django\nVersion: 5.1.4\n',
    });
    const response = await platformFor('py/pyproject.toml');
    expect(response.status).toBe(200);
    const { dependencies, warnings } = response.body.platform;
    expect(dependencies.source).toEqual({ path: 'pyproject.toml', format: 'pyproject.toml' });
    expect(
      dependencies.packages.map(
        (p: { name: string; installed_version: string }) => `${p.name}=${p.installed_version}`,
      ),
    ).toEqual(['Django=5.1.4', 'pytest=', 'requests=']);
    expect(warnings).toEqual([]);
  });

  it('follows a requirements chain with includes and reports its problems as warnings', async () => {
    writeFixture({
      'req/base.txt': 'Django>=5.0\n-r common/shared.txt\n',
      'req/common/shared.txt': 'requests==2.32.3\n-r ../base.txt\n',
      'req/prod.txt': '-r base.txt\ngunicorn>=22 ; sys_platform != "win32"\n-r nowhere.txt\n',
    });
    const response = await platformFor('req/prod.txt');
    expect(response.status).toBe(200);
    const { dependencies, warnings } = response.body.platform;
    expect(dependencies.packages.map((p: { name: string }) => p.name)).toEqual([
      'Django',
      'gunicorn',
      'requests',
    ]);
    expect(warnings).toEqual([
      'The include on line 2 of an included requirements file forms a cycle and was not followed.',
      'The included requirements file was not found (line 3 of the requirements file).',
      'No Python virtual environment (.venv, venv or VIRTUAL_ENV) was found: installed versions are unknown.',
    ]);
  });

  it('answers 200 with a warning for a missing manifest', async () => {
    const response = await platformFor('does-not-exist.txt');
    expect(response.status).toBe(200);
    expect(response.body.platform.warnings).toEqual(['The dependency manifest was not found.']);
    expect(response.text).not.toContain(PLAYGROUND_DIR);
  });

  it('never fails or leaks a path, whatever bytes the manifest holds (property)', async () => {
    const names = ['package.json', 'pyproject.toml', 'requirements.txt'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...names),
        fc.uint8Array({ maxLength: 600 }),
        fc.string({ maxLength: 200 }),
        async (name, bytes, text) => {
          writeFixture({ [`random/${name}`]: Buffer.concat([Buffer.from(bytes), Buffer.from(text)]) });
          const response = await platformFor(`random/${name}`);
          expect(response.status).toBe(200);
          expect(response.text).not.toContain(fixtures.dir);
          expect(response.text).not.toContain(PLAYGROUND_DIR);
          for (const warning of response.body.platform.warnings as string[]) {
            expect(warning).not.toMatch(/Error:|SyntaxError|Unexpected token|ENOENT|EACCES|\bat \//);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
