import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { PLAYGROUND_DIR } from '../helpers/app';
import { platformFixtures, type PlatformFixtures } from '../helpers/platform-fixtures';
import { startPlayground, type Playground } from '../helpers/playground';

/** What the platform inventory must never read: secrets under the app root, files outside it. */

let playground: Playground;
let fixtures: PlatformFixtures;
/** A folder outside the app root holding a real requirements file. */
let outside: string;
const OUTSIDE_PACKAGE = 'outside-only-pkg-4e7a';

/** Secrets as a `.env` holds them, written under the app root for this suite. */
const SECRETS: Record<string, string> = {
  ROUTE_DISCOVERY_TEST_JWT_SECRET: 'jwt-value-c81d5e',
  ROUTE_DISCOVERY_TEST_DB_PASSWORD: 'db-value-07f3b2',
};
const NO_VENV =
  'No Python virtual environment (.venv, venv or VIRTUAL_ENV) was found: installed versions are unknown.';
const OUTSIDE_INCLUDE = (line: number) =>
  `The included requirements file points outside the application folder and was not read (line ${line} of the requirements file).`;

beforeAll(async () => {
  fixtures = platformFixtures(() => playground);
  outside = mkdtempSync(join(tmpdir(), 'route-discovery-outside-'));
  writeFileSync(join(outside, 'requirements.txt'), `${OUTSIDE_PACKAGE}==1.0\n`);
  playground = await startPlayground();
});

afterAll(async () => {
  await playground?.stop();
  fixtures?.cleanup();
  rmSync(outside, { recursive: true, force: true });
});

const names = (body: { platform: { dependencies: { packages: Array<{ name: string }> } } }) =>
  body.platform.dependencies.packages.map((p) => p.name);

describe('platform inventory: no secret from a .env', () => {
  it('an included .env, or a .env copied into a .txt, leaks no name and no value', async () => {
    const dotEnv = Object.entries(SECRETS)
      .map(([name, value]) => `${name}=${value}`)
      .join('\n');
    fixtures.write({ 'env/.env': dotEnv, 'env/secrets.txt': dotEnv });
    const lines = ['Django>=5', '-r .env', '--requirement=./.env', '-c .env', '-r secrets.txt'];
    // The playground's own environment files, where they exist (`.env` is git-ignored).
    const appEnvFiles = ['.env', '.env.example'].filter((name) => existsSync(join(PLAYGROUND_DIR, name)));
    for (const name of appEnvFiles)
      lines.push(`-r ${relative(join(fixtures.dir, 'env'), join(PLAYGROUND_DIR, name))}`);
    fixtures.write({ 'env/requirements.txt': lines.join('\n') });

    const response = await fixtures.platformFor('env/requirements.txt');
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(['Django']);
    const refused = (line: number) =>
      `The include on line ${line} of the requirements file is not a requirements or constraints file and was not read.`;
    expect(response.body.platform.warnings).toEqual([
      refused(2),
      refused(3),
      refused(4),
      'The requirement on line 1 of an included requirements file could not be parsed and was skipped.',
      'The requirement on line 2 of an included requirements file could not be parsed and was skipped.',
      ...appEnvFiles.map((_name, index) => refused(6 + index)),
      NO_VENV,
    ]);
    for (const [name, value] of Object.entries(SECRETS)) {
      expect(response.text).not.toContain(name);
      expect(response.text).not.toContain(value);
    }
    for (const name of appEnvFiles) {
      for (const assignment of readFileSync(join(PLAYGROUND_DIR, name), 'utf8').matchAll(/^([A-Z_]+)=/gm))
        expect(response.text).not.toContain(assignment[1]);
    }
  });
});

describe('platform inventory: nothing from outside the app root', () => {
  const outsideFile = () => join(outside, 'requirements.txt');

  it.each([
    ['a relative path', () => relative(PLAYGROUND_DIR, outsideFile())],
    ['an absolute path', () => outsideFile()],
  ])('refuses a configured manifest outside the app given as %s', async (_label, setting) => {
    const response = await fixtures.platformForSetting(setting());
    expect(response.status).toBe(200);
    expect(response.body.platform.warnings).toEqual([
      'The dependency manifest points outside the application folder and was not read.',
    ]);
    expect(names(response.body)).toEqual([]);
    expect(response.text).not.toContain(OUTSIDE_PACKAGE);
    expect(response.text).not.toContain(outside);
  });

  it('refuses includes of an existing file outside the app: relative, absolute, and through a symlink', async () => {
    const dir = join(fixtures.dir, 'escape');
    fixtures.write({ 'escape/placeholder.txt': '' });
    symlinkSync(outsideFile(), join(dir, 'linked.txt'));
    fixtures.write({
      'escape/requirements.txt': [
        'Django>=5',
        `-r ${relative(dir, outsideFile())}`,
        `-r ${outsideFile()}`,
        '-r linked.txt',
        `-c ${outsideFile()}`,
      ].join('\n'),
    });
    const response = await fixtures.platformFor('escape/requirements.txt');
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(['Django']);
    expect(response.body.platform.warnings).toEqual([
      OUTSIDE_INCLUDE(2),
      OUTSIDE_INCLUDE(3),
      OUTSIDE_INCLUDE(4),
      'The included constraints file points outside the application folder and was not read (line 5 of the requirements file).',
      NO_VENV,
    ]);
    expect(response.text).not.toContain(OUTSIDE_PACKAGE);
    expect(response.text).not.toContain(outside);
  });

  it('stops nesting at 20 levels of includes (docs/decisions/0014-manifest-files-read.md)', async () => {
    const files: Record<string, string> = {};
    for (let level = 0; level <= 21; level += 1)
      files[`deep/level-${level}.txt`] = `pkg-level-${level}==1.0\n-r level-${level + 1}.txt\n`;
    files['deep/level-21.txt'] = 'pkg-level-21==1.0\n';
    fixtures.write(files);
    const response = await fixtures.platformFor('deep/level-0.txt');
    expect(response.status).toBe(200);
    const expected = Array.from({ length: 21 }, (_unused, level) => `pkg-level-${level}`);
    expect([...names(response.body)].sort()).toEqual(expected.sort());
    expect(response.body.platform.warnings).toEqual([
      'The include on line 2 of an included requirements file is nested too deeply and was not followed.',
      NO_VENV,
    ]);
  });
});
