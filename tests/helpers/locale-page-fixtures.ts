/**
 * Small answers for rendering every report page in each admin locale (tests/admin/translated-pages):
 * one row of each kind a page draws, so each of its labels shows. Data values avoid words that are
 * English messages ("Public"), which the locale check would take for an untranslated label.
 */
import type {
  ContentLinkRow,
  DependencyEntry,
  AnyFrontendUrlRow,
  GraphqlOperationRow,
} from '@route-discovery/contract';
import { fakeListServer } from './fake-list-server';
import { frontendUrlRow as urlRow, graphqlOperationRow as operation, previewUrlRow } from './report-rows';
import { runBody } from './run-fixtures';

export const URL_ROWS = [
  urlRow('/api/articles'),
  urlRow('/api/articles', { method: 'POST', is_testable: false }),
  // A preview URL on the app's frontend: the admin leaves it to the CLI (its own reason, translated).
  previewUrlRow('/preview/articles/a', { resolved_url: 'https://site.test/preview/articles/a' }),
];
export const URL_LIST = {
  rowsKey: 'urls',
  filterKeys: ['filter'],
  searchText: (row: AnyFrontendUrlRow) => row.url,
  isTestable: (row: AnyFrontendUrlRow) => row.is_testable,
  facets: ['group', 'page_type'],
};

export const RUNTIME = {
  node_version: '20.20.2',
  runtime_implementation: 'Node.js',
  framework_version: '2.16.3',
  cms_version: '5.54.0',
  environment: 'development',
  database_client: 'sqlite',
};

const dependency = (name: string, strapi: boolean | null): DependencyEntry => ({
  name,
  specifier: '1.0.0',
  installed_version: name === 'left-pad' ? '' : '1.0.0',
  is_installed: name !== 'left-pad',
  source_kind: 'runtime',
  source_name: null,
  satisfies: true,
  strapi_compatible: strapi,
  node_compatible: strapi,
});
export const PACKAGES = [
  dependency('strapi-plugin-seo', true),
  dependency('strapi-plugin-old', false),
  dependency('left-pad', null),
];

const route = (method: string, access: string) => ({
  method,
  route: '/api/articles',
  handler: `api::article.article.${method.toLowerCase()}`,
  access,
  auth_disabled: method === 'PUT',
  roles: access === 'public' ? ['Visitors'] : [],
});
const finding = (rule: string, severity: string) => ({
  rule,
  severity,
  subject: 'api::article.article',
  message: `${rule}.`,
  remedy: `${rule}!`,
});
export const EXPOSURE = {
  routes: [
    route('GET', 'public'),
    route('POST', 'authenticated'),
    route('PUT', 'guarded'),
    route('DELETE', 'disabled'),
  ],
  content_types: [
    {
      uid: 'api::article.article',
      content_type_name: 'Article',
      kind: 'collectionType',
      draft_and_publish: true,
      public_actions: ['find'],
      authenticated_actions: ['create'],
      drafts_readable_anonymously: true,
      public_fields: ['title'],
      sensitive_fields: ['contact_email'],
    },
  ],
  findings: [
    finding('public-write', 'high'),
    finding('sensitive-field', 'medium'),
    finding('low-rule', 'low'),
    finding('info-rule', 'info'),
  ],
  core_routes: [
    { method: 'POST', route: '/mcp', handler: '', api: 'server', access: 'admin-token', note: 'MCP' },
  ],
  count: { routes: 4, content_types: 1, findings: 4, core_routes: 1 },
  metadata: {
    api_version: 'v1',
    api_lifecycle: { status: 'stable', deprecated_on: null, sunset_on: null },
    generated_at: '2026-01-01T00:00:00+00:00',
    package_version: '0.1.0',
  },
};

/** `v1/exposure?list=routes|content_types` over the fixture. */
export function exposureServer() {
  const routes = fakeListServer(EXPOSURE.routes, {
    rowsKey: 'routes',
    filterKeys: ['access'],
    searchText: (row) => row.route,
    isTestable: () => false,
    facets: ['access'],
  });
  const types = fakeListServer(EXPOSURE.content_types, {
    rowsKey: 'content_types',
    filterKeys: [],
    searchText: (row) => row.uid,
    isTestable: () => false,
  });
  const fetchJson = async (path: string, params: Record<string, string>) => {
    const { list, ...rest } = params;
    return (list === 'routes' ? routes : types).fetchJson(path, rest);
  };
  return { fetchJson };
}

const stored = (id: number, verdict: string, overrides: Record<string, unknown> = {}) => ({
  ...runBody(),
  id,
  received_at: `2026-11-2${id}T12:00:00.000Z`,
  verdict,
  ...overrides,
});
export const RUNS = [
  stored(3, 'failed', {
    failures_omitted: 2,
    drift: [{ kind: 'new-failure', message: 'GET /api/articles', fails: true }],
  }),
  stored(2, 'passed', { failures: [], exit_code: 0, duration_ms: 61_000 }),
  stored(1, 'nothing-tested', { failures: [], duration_ms: 850 }),
];

export const GRAPHQL_ROWS = [
  operation({}),
  operation({
    operation: 'createArticle',
    kind: 'mutation',
    action: '',
    access: 'authenticated',
    is_testable: false,
    document: '',
  }),
];
export const GRAPHQL_LIST = {
  rowsKey: 'operations',
  filterKeys: ['access'],
  searchText: (row: GraphqlOperationRow) => row.operation,
  isTestable: (row: GraphqlOperationRow) => row.is_testable,
  facets: ['kind', 'access'],
  metadata: { graphql_endpoint: '/graphql' },
};

const link = (overrides: Partial<ContentLinkRow>): ContentLinkRow => ({
  url: '/api/articles/a',
  target: '/api/articles/a',
  kind: 'document',
  content_type: 'api::article.article',
  content_type_name: 'Article',
  document_id: 'doc1',
  document_title: 'Pricing explained',
  locale: 'en',
  field_path: 'content[0].children[1]',
  field_label: 'Content › paragraph 1 › link 1',
  link_text: 'pricing',
  edit_url: '/admin/content-manager/collection-types/api::article.article/doc1',
  is_testable: true,
  skip_reason: '',
  status: 'ok',
  ...overrides,
});
export const LINK_ROWS = [
  link({}),
  link({ field_path: 'content[1]', status: 'draft-only' }),
  link({ kind: 'media', url: '/uploads/x.png', target: '/uploads/x.png', status: 'deleted' }),
  link({ kind: 'external', url: 'https://x.test/', target: 'https://x.test/', status: null }),
];
export const LINK_LIST = {
  rowsKey: 'links',
  filterKeys: ['kind', 'content_type', 'locale', 'status'],
  searchText: (row: ContentLinkRow) => row.url,
  isTestable: (row: ContentLinkRow) => row.is_testable,
  facets: ['kind', 'content_type', 'locale', 'status'],
  countsUnder: true,
};

export { filesServer, referenceIndexClient, REPORT_CONFIG, USED_IN } from './locale-reference-fixtures';
