import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildCli, runCli } from '../helpers/cli';
import { startPlayground, type Playground } from '../helpers/playground';
import { setRolePermission } from '../helpers/users-permissions';

/**
 * `v1/openapi` off the request path (issue 44, item 1; decision 0193), on the playground with the
 * wide page (PLAYGROUND_WIDE_PAGE=1: a dynamic zone of 40 components): a build past
 * `openapi.buildTimeoutMs` answers a clear 500; while the document is first built the answer is 503
 * with `Retry-After` (which `route-discovery openapi` waits through); once built it is served from
 * the cache (`X-Discovery-Cache: hit`, the same bytes, one build logged), and built again after a
 * change of content or permissions; Strapi's generator's part of it equals one call of `generate`.
 */
let playground: Playground;
const logLines: string[] = [];

type Generated = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, unknown> };
};

beforeAll(async () => {
  buildCli();
  playground = await startPlayground({
    env: { PLAYGROUND_WIDE_PAGE: '1' },
    logSink: (line) => logLines.push(line),
  });
});

afterAll(async () => {
  await playground?.stop();
});

/** Sets the plugin's `openapi` settings at run time, as an operator's `strapi console` would. */
const setBuild = (settings: { buildTimeoutMs: number; firstBuildWaitMs: number }) =>
  playground.strapi.config.set('plugin::route-discovery.openapi', settings);

const ask = () =>
  playground.http.get('/api/route-discovery/v1/openapi').set('Authorization', `Bearer ${playground.apiKey}`);

const builtLines = () => logLines.filter((line) => line.includes('OpenAPI document built in'));

/** Strapi's generator called once, in one piece, on the running app (what the plugin used to do). */
function generatedInOneCall(): Generated {
  const fromApp = createRequire(join(playground.strapi.dirs.app.root, 'package.json'));
  const fromStrapi = createRequire(fromApp.resolve('@strapi/strapi/package.json'));
  const fromCore = createRequire(fromStrapi.resolve('@strapi/core/package.json'));
  const { generate } = fromCore('@strapi/openapi') as {
    generate(app: unknown, options: { type: string }): { document: Generated };
  };
  return structuredClone(generate(playground.strapi, { type: 'content-api' }).document);
}

describe('v1/openapi is built once, off the request path', () => {
  it('answers a build past its limit with a clear 500', async () => {
    setBuild({ buildTimeoutMs: 1, firstBuildWaitMs: 60_000 });
    const response = await ask();
    expect(response.status).toBe(500);
    expect(response.body.data).toBeNull();
    expect(response.body.error).toMatchObject({
      status: 500,
      name: 'ApplicationError',
      details: { limit_ms: 1 },
    });
    expect(response.body.error.message).toMatch(/did not finish within 1 ms .*openapi\.buildTimeoutMs/);
    expect(builtLines()).toHaveLength(0);
  });

  it('answers 503 with Retry-After while the document is first built, then serves it from the cache', async () => {
    // A raised limit builds again at once; no wait, so the first answer comes during the build.
    setBuild({ buildTimeoutMs: 300_000, firstBuildWaitMs: 0 });
    const building = await ask();
    expect(building.status).toBe(503);
    expect(building.headers['retry-after']).toBe('5');
    expect(building.body.error).toMatchObject({ status: 503, name: 'ServiceUnavailableError' });
    expect(building.body.error.message).toMatch(/being built \(started at .*\); ask again in 5 seconds/);
    expect(Date.parse(building.body.error.details.building_since)).not.toBeNaN();
    // The CLI, even without retries, waits while the document is built and then writes it.
    const cli = await runCli([
      'openapi',
      '--url',
      playground.baseUrl,
      '--key',
      playground.apiKey,
      '--retries',
      '0',
    ]);
    expect(cli.stderr).toBe('');
    expect(cli.code).toBe(0);
    expect(Object.keys(JSON.parse(cli.stdout).paths)).toContain('/api/wide-pages/{id}');

    let first = building;
    for (let tries = 0; first.status === 503 && tries < 600; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      first = await ask();
    }
    expect(first.status).toBe(200);
    const second = await ask();
    expect(second.status).toBe(200);
    expect(second.headers['x-discovery-cache']).toBe('hit');
    expect(second.text).toBe(first.text);
    expect(Object.keys(second.body.paths)).toContain('/api/wide-pages/{id}');
    expect(builtLines()).toHaveLength(1);
  });

  it('waits for a build under way up to firstBuildWaitMs and answers the same document', async () => {
    setBuild({ buildTimeoutMs: 300_000, firstBuildWaitMs: 3_000 });
    const again = await ask();
    expect(again.status).toBe(200);
    expect(again.headers['x-discovery-cache']).toBe('hit');
    expect(builtLines()).toHaveLength(1);
  });

  it('builds the answer again after content or a permission changed, then serves the cache', async () => {
    const operation = (body: Generated) => body.paths['/api/wide-pages/{id}'].get;
    const idExample = (body: Generated) =>
      ((operation(body).parameters ?? []) as Array<{ name: string; example?: unknown }>).find(
        (parameter) => parameter.name === 'id',
      )?.example;
    expect((await ask()).headers['x-discovery-cache']).toBe('hit');
    const page = await playground.strapi
      .documents('api::wide-page.wide-page' as never)
      .create({ data: { title: 'A wide page' } as never, status: 'published' });
    expect((await ask()).headers['x-discovery-cache']).toBe('miss');
    await setRolePermission(playground.strapi, 'public', 'api::wide-page.wide-page.findOne', true);
    const granted = await ask();
    expect(granted.headers['x-discovery-cache']).toBe('miss');
    // Public now: the route's access and security say so, and the published page is its example.
    expect(operation(granted.body)['x-route-discovery-access']).toBe('public');
    expect(operation(granted.body).security).toEqual([]);
    expect(idExample(granted.body)).toBe(page.documentId);
    const again = await ask();
    expect(again.headers['x-discovery-cache']).toBe('hit');
    expect(again.text).toBe(granted.text);
    expect(builtLines()).toHaveLength(1);
  });

  it("keeps Strapi's generator's part as one call of generate() gives it", async () => {
    const served = withoutDescriptions((await ask()).body) as Generated;
    const direct = withoutDescriptions(generatedInOneCall()) as Generated;
    expect(Object.keys(served.components.schemas).sort()).toEqual(
      Object.keys(direct.components.schemas).sort(),
    );
    expect(served.components.schemas).toEqual(direct.components.schemas);
    for (const [path, item] of Object.entries(direct.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const mine = served.paths[`/api${path}`]?.[method];
        expect({
          path,
          method,
          id: mine?.operationId,
          responses: mine?.responses,
          body: mine?.requestBody,
        }).toEqual({
          path,
          method,
          id: operation.operationId,
          responses: operation.responses,
          body: operation.requestBody,
        });
      }
    }
  });
});

/**
 * `value` without `description` keys: zod keeps `.describe()` texts in a registry of its module
 * instance, and this test process loads a second instance of zod beside the app's, whose schemas
 * then convert without them (the app's own calls keep them).
 */
function withoutDescriptions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDescriptions);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, inner]) => key !== 'description' || typeof inner !== 'string')
      .map(([key, inner]) => [key, withoutDescriptions(inner)]),
  );
}
