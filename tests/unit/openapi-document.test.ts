import type { FrontendUrlRow } from '@route-discovery/contract';
import { buildOpenApiDocument, openApiPath } from '../../server/src/openapi/document';

/** The pure document builder (server/src/openapi/document.ts), with and without Strapi's generator. */
const row = (name: string, url: string, query: Record<string, string> = {}): FrontendUrlRow => ({
  url,
  source: 'page',
  page_type: 'api::article.article',
  page_title: 'A',
  name,
  resolved_url: url,
  query_params: query,
  is_testable: true,
  skip_reason: '',
  method: 'GET',
  locale: 'fr',
});
const route = (method: string, path: string, handler: string, access: 'public' | 'restricted') => ({
  method,
  route: path,
  handler,
  access,
  auth_disabled: false,
  roles: [],
  guarded_by: [],
});

describe('openApiPath', () => {
  it('turns Koa parameters into OpenAPI templates, dropping their regex', () => {
    expect(openApiPath('/api/articles/:id')).toBe('/api/articles/{id}');
    expect(openApiPath('/api/a/:slug(\\d+)/b/:x?')).toBe('/api/a/{slug}/b/{x}');
  });
});

describe('buildOpenApiDocument', () => {
  it("adds the prefix to the generator's paths, fills examples, loosens a UUID id, sets security", () => {
    const document = buildOpenApiDocument({
      generated: {
        openapi: '3.1.0',
        info: { title: 'app', version: '1.0.0' },
        servers: [{ url: '' }],
        paths: {
          '/articles/{id}': {
            get: {
              operationId: 'article/get/articles_by_id',
              parameters: [
                { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
              ],
            },
          },
        },
      },
      restPrefix: '/api',
      routes: [
        route('GET', '/api/articles/:id', 'api::article.article.findOne', 'public'),
        route('POST', '/api/feedback/:topic', 'api::feedback.feedback.send', 'restricted'),
      ] as never,
      examples: new Map([
        [
          'GET api::article.article.findOne',
          row('api::article.article.findOne', '/api/articles/abc123', { locale: 'fr' }),
        ],
      ]),
      graphql: null,
      appVersion: '0.0.0',
    });
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    const get = document.paths?.['/api/articles/{id}'].get as Record<string, unknown>;
    expect(get.security).toEqual([]);
    expect(get.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: 'abc123' },
      { name: 'locale', in: 'query', required: false, schema: { type: 'string' }, example: 'fr' },
    ]);
    const post = document.paths?.['/api/feedback/{topic}'].post as Record<string, unknown>;
    expect(post).toMatchObject({
      security: [{ bearerAuth: [] }],
      'x-route-discovery-added': true,
      'x-route-discovery-access': 'restricted',
      parameters: [{ name: 'topic', in: 'path', required: true, schema: { type: 'string' } }],
    });
  });

  it('builds the document from the discovery alone without a generator, GraphQL included', () => {
    const document = buildOpenApiDocument({
      generated: null,
      restPrefix: '/api',
      routes: [],
      examples: new Map(),
      graphql: { endpoint: '/graphql', example: null },
      appVersion: '2.0.0',
    });
    expect(document).toMatchObject({ openapi: '3.1.0', info: { title: 'Content API', version: '2.0.0' } });
    expect(document.paths?.['/graphql'].post).toMatchObject({
      requestBody: { content: { 'application/json': { example: { query: '{ __typename }' } } } },
    });
  });
});
