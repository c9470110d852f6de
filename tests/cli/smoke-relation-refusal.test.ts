import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import semver from 'semver';
import { buildCli, runCli } from '../helpers/cli';
import { EDITOR, startPlayground, SUPER_ADMIN, type Playground } from '../helpers/playground';

/**
 * strapi/strapi#28194 on the playground's real Strapi (docs/decisions/0196-known-behaviour-only-where-it-can-hold.md):
 * the editor's role is refused an article's `category` field (Settings > Roles, as an admin would),
 * so Strapi's relation route answers the editor 500 below 5.61.0 (403 from it on), and the CLI names
 * the bug; a super admin is never refused the field, and the same route answers it 200.
 */
const ARTICLE = 'api::article.article';
const RELATION = '/content-manager/relations/api::article.article/category';
let playground: Playground;
let dir: string;
let strapiVersion: string;

beforeAll(async () => {
  buildCli();
  playground = await startPlayground();
  dir = mkdtempSync(join(tmpdir(), 'rd-cli-relation-'));
  const role = (await playground.strapi.db
    .query('admin::role')
    .findOne({ where: { code: 'strapi-editor' } })) as {
    id: number;
  };
  const reads = (await playground.strapi.db.query('admin::permission').findMany({
    where: { role: role.id, subject: ARTICLE, action: 'plugin::content-manager.explorer.read' },
  })) as Array<{ id: number; properties: { fields?: string[] } }>;
  expect(reads.length).toBeGreaterThan(0);
  for (const permission of reads) {
    await playground.strapi.db.query('admin::permission').update({
      where: { id: permission.id },
      data: {
        properties: {
          ...permission.properties,
          fields: (permission.properties.fields ?? []).filter((field) => field !== 'category'),
        },
      },
    });
  }
  strapiVersion = String(playground.strapi.config.get('info.strapi'));
});

afterAll(async () => {
  await playground?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const fixed = () => semver.gte(semver.coerce(strapiVersion) ?? '0.0.0', '5.61.0');

/** A smoke run of the relation routes as `admin`, with its JSON report's results. */
async function smokeAs(admin: { email: string; password: string }) {
  const json = join(dir, `${admin.email}.json`);
  const run = await runCli([
    'smoke',
    '--url',
    playground.baseUrl,
    '--key',
    playground.apiKey,
    '--admin-email',
    admin.email,
    '--admin-password',
    admin.password,
    '--include',
    '/content-manager/relations/**',
    '--quiet',
    '--report',
    `json=${json}`,
  ]);
  const report = JSON.parse(readFileSync(json, 'utf8')) as {
    results: Array<{ scope: string; target: string; passed: boolean; status: number; reason: string }>;
  };
  const check = report.results.find((result) => result.scope === 'backend' && result.target === RELATION);
  return { run, report, check };
}

describe("strapi/strapi#28194 on the playground's Strapi", () => {
  it('answers an admin refused the field 500 (403 once fixed), and a super admin 200', async () => {
    const get = async (token: string) =>
      (await playground.http.get(RELATION).set('Authorization', `Bearer ${token}`)).status;
    expect(await get(await playground.adminToken(EDITOR))).toBe(fixed() ? 403 : 500);
    expect(await get(await playground.adminToken(SUPER_ADMIN))).toBe(200);
  });

  it("the CLI names the bug for the editor's 500, below the fixed version only", async () => {
    const { run, check } = await smokeAs(EDITOR);
    expect(run.code).toBe(1);
    expect(check).toMatchObject({ passed: false, status: fixed() ? 403 : 500 });
    if (fixed()) expect(run.stdout).not.toContain('strapi/strapi#28194');
    else expect(check?.reason).toBe("HTTP 500; Strapi's error: Internal Server Error");
    if (!fixed())
      expect(run.stdout).toContain(
        `known Strapi behaviour strapi/strapi#28194 (relation reads answer 500 instead of 403) on Strapi ${strapiVersion}: upgrade to 5.61.0 or later`,
      );
  });

  it("the super admin's run passes the same route: nothing to name", async () => {
    const { run, check } = await smokeAs(SUPER_ADMIN);
    expect(check).toMatchObject({ passed: true, status: 200 });
    expect(run.stdout).not.toContain('strapi/strapi#28194');
  });
});
