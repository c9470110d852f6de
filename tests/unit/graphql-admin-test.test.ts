import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testOperation } from '../../admin/src/lib/graphql-test';
import type { GraphqlOperationRow } from '@route-discovery/contract';

/** A small GraphQL-like server on 127.0.0.1: data for `articles`, FORBIDDEN for `internalNotes`. */
let server: Server;
let origin: string;
const seen: Array<{ cookie?: string; authorization?: string; body: string }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ cookie: request.headers.cookie, authorization: request.headers.authorization, body });
      const query = (JSON.parse(body) as { query: string }).query;
      response.setHeader('Content-Type', 'application/json');
      response.end(
        JSON.stringify(
          query.includes('internalNotes')
            ? { data: null, errors: [{ message: 'Forbidden access', extensions: { code: 'FORBIDDEN' } }] }
            : { data: { articles: [] } },
        ),
      );
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  (globalThis as unknown as { strapi?: { backendURL: string } }).strapi = { backendURL: origin };
});

afterAll(async () => {
  delete (globalThis as unknown as { strapi?: unknown }).strapi;
  await new Promise((done) => server.close(done));
});

const row = (operation: string, isTestable: boolean): GraphqlOperationRow => ({
  operation,
  kind: 'query',
  content_type: '',
  action: '',
  access: isTestable ? 'public' : 'authenticated',
  is_testable: isTestable,
  skip_reason: isTestable ? '' : 'Requires authentication',
  document: `query { ${operation} { documentId } }`,
  variables: { documentId: 'abc' },
});

describe('admin Test of a GraphQL operation (shared rule classifyGraphql)', () => {
  it('passes a public query by its data, sending no credentials', async () => {
    const outcome = await testOperation(row('articles', true), '/graphql');
    expect(outcome).toMatchObject({ passed: true, status: 200, reason: 'HTTP 200, data' });
    const last = seen[seen.length - 1];
    expect(last.cookie).toBeUndefined();
    expect(last.authorization).toBeUndefined();
    expect(JSON.parse(last.body)).toEqual({
      query: 'query { articles { documentId } }',
      variables: { documentId: 'abc' },
    });
  });

  it('passes a non-public query by its FORBIDDEN, and fails a public query refused', async () => {
    expect(await testOperation(row('internalNotes', false), '/graphql')).toMatchObject({
      passed: true,
      reason: 'GraphQL FORBIDDEN',
    });
    expect(await testOperation(row('internalNotes', true), '/graphql')).toMatchObject({
      passed: false,
      reason: 'FORBIDDEN: Forbidden access',
    });
  });
});
