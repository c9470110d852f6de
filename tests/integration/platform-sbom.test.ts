import { Spec, Validation } from '@cyclonedx/cyclonedx-library';
import { REPORT_ACCESS_HEADER } from '@route-discovery/contract';
import { installedVersion, PLAYGROUND_DIR } from '../helpers/app';
import {
  PLATFORM_ENDPOINT as ENDPOINT,
  platformFixtures,
  type PlatformFixtures,
} from '../helpers/platform-fixtures';
import { startPlayground, type Playground } from '../helpers/playground';

let playground: Playground;
let fixtures: PlatformFixtures;

/** The CycloneDX project's own validator (the library's JSON schemas, ajv underneath). */
const validator = new Validation.JsonStrictValidator(Spec.Version.v1dot6);

interface CdxComponent {
  name: string;
  group?: string;
  version?: string;
  purl: string;
  scope?: string;
  properties?: Array<{ name: string; value: string }>;
}

beforeAll(async () => {
  fixtures = platformFixtures(() => playground);
  playground = await startPlayground();
});

afterAll(async () => {
  await playground?.stop();
  fixtures?.cleanup();
});

const sbomFor = (manifest: string | undefined) =>
  fixtures.platformFor(manifest).query({ format: 'cyclonedx' });

describe('platform endpoint, format=cyclonedx', () => {
  it('answers a CycloneDX 1.6 document of the playground package.json that the CycloneDX schema accepts', async () => {
    const response = await sbomFor(undefined);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.cyclonedx+json; version=1.6');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toMatch(/Authorization/);
    expect(await validator.validate(response.text)).toBeNull();
    const bom = JSON.parse(response.text);
    expect(bom).toMatchObject({ bomFormat: 'CycloneDX', specVersion: '1.6', version: 1 });
    expect(bom.serialNumber).toMatch(
      /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(bom.metadata.component).toMatchObject({ type: 'application', name: 'route-discovery-playground' });
    expect(bom.metadata.tools.components[0]).toMatchObject({ name: 'strapi-plugin-route-discovery' });
    const strapi = (bom.components as CdxComponent[]).find(
      (c) => c.group === '@strapi' && c.name === 'strapi',
    );
    expect(strapi).toMatchObject({
      version: installedVersion('@strapi/strapi'),
      purl: `pkg:npm/%40strapi/strapi@${installedVersion('@strapi/strapi')}`,
      scope: 'required',
      properties: [{ name: 'route-discovery:declaration', value: 'runtime: 5.54.0' }],
    });
    const json = await fixtures.platformFor(undefined);
    const declared = new Set(json.body.platform.dependencies.packages.map((p: { name: string }) => p.name));
    expect(bom.components).toHaveLength(declared.size);
    expect(bom.dependencies[0].dependsOn).toHaveLength(declared.size);
  });

  it('gives pypi purls for a Python manifest, declarations of one package merged into one component', async () => {
    fixtures.write({
      'py/pyproject.toml':
        '[project]\nname = "site"\ndependencies = ["Django>=5.0"]\n\n[dependency-groups]\ntest = ["pytest", "django==5.1.4"]\n',
      'py/.venv/lib/python3.12/site-packages/django-5.1.4.dist-info/METADATA':
        'Metadata-Version: 2.1\nName: Django\nVersion: 5.1.4\n',
    });
    const response = await sbomFor('py/pyproject.toml');
    expect(response.status).toBe(200);
    expect(await validator.validate(response.text)).toBeNull();
    const components = JSON.parse(response.text).components as CdxComponent[];
    expect(components.map((c) => [c.purl, c.scope])).toEqual([
      ['pkg:pypi/django@5.1.4', 'required'],
      ['pkg:pypi/pytest', 'excluded'],
    ]);
    expect(components[0].properties?.map((p) => p.value).sort()).toEqual([
      'group (test): ==5.1.4',
      'runtime: >=5.0',
    ]);
    expect(response.text).not.toContain(PLAYGROUND_DIR);
  });

  it('uses a validator that rejects a document the schema does not allow', async () => {
    const broken = { bomFormat: 'CycloneDX', specVersion: '1.6', components: [{ type: 'library' }] };
    expect(await validator.validate(JSON.stringify(broken))).not.toBeNull();
  });

  it('keeps the access rules of the JSON report', async () => {
    const response = await playground.http.get(ENDPOINT).query({ format: 'cyclonedx' });
    expect(response.status).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it("serves the Platform page's export: an admin session with a report access value", async () => {
    const adminToken = await playground.adminToken();
    const minted = await playground.http
      .post('/route-discovery/report-access')
      .set('Authorization', `Bearer ${adminToken}`);
    expect(minted.status).toBe(200);
    const response = await playground.http
      .get(ENDPOINT)
      .query({ format: 'cyclonedx' })
      .set('Authorization', `Bearer ${adminToken}`)
      .set(REPORT_ACCESS_HEADER, minted.body.data.token);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.cyclonedx+json; version=1.6');
    expect(await validator.validate(response.text)).toBeNull();
  });

  it.each([['xml'], ['CycloneDX'], [['cyclonedx', 'json']]])(
    'answers 400 with a clear message for format=%j',
    async (format) => {
      const response = await fixtures.platformFor(undefined).query({ format });
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual({
        status: 400,
        name: 'ValidationError',
        message: 'Unknown format: use format=json (the default) or format=cyclonedx.',
        details: {},
      });
    },
  );

  it('answers the JSON report for format=json', async () => {
    const response = await fixtures.platformFor(undefined).query({ format: 'json' });
    expect(response.status).toBe(200);
    expect(response.body.platform.runtime.cms_version).toBe(installedVersion('@strapi/strapi'));
  });
});
