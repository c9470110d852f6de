import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PLAYGROUND_DIR } from '../helpers/app';
import { platformFixtures, type PlatformFixtures } from '../helpers/platform-fixtures';
import { startPlayground, type Playground } from '../helpers/playground';

/** What the platform inventory must never read: secrets under the app root, files outside it. */

let playground: Playground;
let fixtures: PlatformFixtures;

/** Secrets as a `.env` holds them, written under the app root for this suite. */
const SECRETS: Record<string, string> = {
  ROUTE_DISCOVERY_TEST_JWT_SECRET: 'jwt-value-c81d5e',
  ROUTE_DISCOVERY_TEST_DB_PASSWORD: 'db-value-07f3b2',
};
const NO_VENV =
  'No Python virtual environment (.venv, venv or VIRTUAL_ENV) was found: installed versions are unknown.';

beforeAll(async () => {
  fixtures = platformFixtures(() => playground);
  playground = await startPlayground();
});

afterAll(async () => {
  await playground?.stop();
  fixtures?.cleanup();
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
