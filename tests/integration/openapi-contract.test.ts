import { runSummarySchema } from '@route-discovery/contract';
import Ajv2020 from 'ajv/dist/2020';
import { z } from 'zod';
import openapi from '../../docs/openapi.json';
import { runBody } from '../helpers/run-fixtures';
import { startPlayground, type Playground } from '../helpers/playground';

let playground: Playground;
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema(openapi, 'openapi');

/** Validates a body against a component schema of docs/openapi.json. */
function expectMatches(schema: string, body: unknown) {
  const validate = ajv.getSchema(`openapi#/components/schemas/${schema}`);
  if (!validate) throw new Error(`No schema ${schema} in docs/openapi.json`);
  const valid = validate(body);
  expect(validate.errors ?? []).toEqual([]);
  expect(valid).toBe(true);
}

beforeAll(async () => {
  playground = await startPlayground();
});

afterAll(async () => {
  await playground?.stop();
});

const get = (path: string) => playground.http.get(path).set('Authorization', `Bearer ${playground.apiKey}`);

describe('responses match docs/openapi.json', () => {
  it.each([
    ['backend-urls', 'BackendEnvelope'],
    ['frontend-urls', 'FrontendEnvelope'],
    ['platform', 'PlatformResponse'],
    ['exposure', 'ExposureResponse'],
    ['graphql', 'GraphqlEnvelope'],
    ['content-links', 'ContentLinksEnvelope'],
  ])('%s', async (endpoint, schema) => {
    const response = await get(`/api/route-discovery/v1/${endpoint}`);
    expect(response.status).toBe(200);
    expectMatches(schema, response.body);
  });

  it('runs: POST and GET bodies, and the RunSummary schema generated from the zod schema', async () => {
    const posted = await playground.http
      .post('/api/route-discovery/v1/runs')
      .set('Authorization', `Bearer ${playground.apiKey}`)
      .send(runBody());
    expect(posted.status).toBe(201);
    expectMatches('PublishedRun', posted.body);
    const listed = await get('/api/route-discovery/v1/runs');
    expect(listed.status).toBe(200);
    expectMatches('RunsEnvelope', listed.body);
    const { description: _description, ...documented } = openapi.components.schemas.RunSummary;
    const { $schema: _schema, ...generated } = z.toJSONSchema(runSummarySchema, { target: 'draft-2020-12' });
    expect(documented).toEqual(generated);
  });

  it('error bodies', async () => {
    expectMatches('Error', (await playground.http.get('/api/route-discovery/v1/platform')).body);
    expectMatches('Error', (await get('/api/route-discovery/v7/platform')).body);
  });

  it('catches a body that breaks the contract', () => {
    const validate = ajv.getSchema('openapi#/components/schemas/BackendEnvelope');
    expect(validate?.({ urls: [{ route: '/x' }], count: 1, metadata: {} })).toBe(false);
  });
});
