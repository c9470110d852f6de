/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ExposureReport } from '../../admin/src/components/exposure/ExposureReport';
import { countHigh, groupBySeverity } from '../../admin/src/lib/exposure';
import type {
  ContentTypeExposure,
  ExposureResponse,
  ExposureRoute,
  Finding,
} from '../../admin/src/lib/types';
import { renderAdmin } from '../helpers/admin-render';
import { fakeListServer } from '../helpers/fake-list-server';

const finding = (rule: string, severity: Finding['severity'], subject: string): Finding => ({
  rule,
  severity,
  subject,
  message: `${rule} message`,
  remedy: `${rule} remedy`,
});

const route = (method: string, path: string, access: ExposureRoute['access']): ExposureRoute => ({
  method,
  route: path,
  handler: `api::x.x.${method.toLowerCase()}`,
  access,
  auth_disabled: false,
  roles: access === 'public' ? ['Public'] : [],
});

const report: ExposureResponse = {
  routes: [
    route('GET', '/api/articles', 'public'),
    route('POST', '/api/articles', 'authenticated'),
    route('DELETE', '/api/articles/:id', 'disabled'),
  ],
  content_types: [
    {
      uid: 'api::guestbook-entry.guestbook-entry',
      content_type_name: 'Guestbook entry',
      kind: 'collectionType',
      draft_and_publish: false,
      public_actions: ['find', 'create'],
      authenticated_actions: ['delete'],
      drafts_readable_anonymously: false,
      public_fields: ['name', 'email'],
      sensitive_fields: ['email'],
    },
  ],
  findings: [
    finding('public-write', 'high', 'api::guestbook-entry.guestbook-entry'),
    finding('public-drafts', 'high', 'api::article.article'),
    finding('sensitive-field', 'medium', 'api::guestbook-entry.guestbook-entry'),
    finding('plugin-read-granted', 'info', 'Editor'),
  ],
  core_routes: [
    {
      method: 'POST',
      route: '/mcp',
      handler: '',
      api: 'server',
      access: 'admin-token',
      note: "Strapi's MCP server",
    },
  ],
  count: { routes: 3, content_types: 1, findings: 4, core_routes: 1 },
  metadata: {
    api_version: 'v1',
    api_lifecycle: { status: 'stable', deprecated_on: null, sunset_on: null },
    generated_at: '2026-01-01T00:00:00+00:00',
    package_version: '0.1.0',
  },
};

/**
 * `GET v1/exposure?list=routes|content_types` as the contract answers it, over `routes`; the whole
 * report (findings, core routes) is given to the component as the page gives it.
 */
function serveExposure(routes: ExposureRoute[]) {
  const routeList = fakeListServer(routes, {
    rowsKey: 'routes',
    filterKeys: ['access'],
    searchText: (r) => [r.method, r.route, r.handler].join(' '),
    isTestable: () => false,
    facets: ['access'],
  });
  const typeList = fakeListServer(report.content_types, {
    rowsKey: 'content_types',
    filterKeys: [],
    searchText: (t: ContentTypeExposure) => t.uid,
    isTestable: () => false,
  });
  const calls: Array<Record<string, string>> = [];
  const fetchJson = async (path: string, params: Record<string, string>) => {
    calls.push(params);
    const { list, ...rest } = params;
    return (list === 'routes' ? routeList : typeList).fetchJson(path, rest);
  };
  return { fetchJson, calls };
}

function renderReport(routes = report.routes, url = '/') {
  const server = serveExposure(routes);
  renderAdmin(
    <ExposureReport
      report={{ ...report, routes }}
      endpoint="/api/route-discovery/v1/exposure"
      fetchJson={server.fetchJson}
      exportUrl={async () => '/x'}
    />,
    url,
  );
  return server;
}

describe('exposure helpers', () => {
  it('groups findings high first and counts the high ones', () => {
    expect(groupBySeverity(report.findings).map((group) => [group.severity, group.findings.length])).toEqual([
      ['high', 2],
      ['medium', 1],
      ['info', 1],
    ]);
    expect(countHigh(report.findings)).toBe(2);
  });
});

describe('ExposureReport', () => {
  it('shows findings grouped by severity, each with its remedy', () => {
    renderReport();
    const high = screen.getByTestId('exposure-group-high');
    expect(within(high).getByText('High (2)')).toBeTruthy();
    expect(within(high).getAllByTestId('exposure-finding')).toHaveLength(2);
    expect(within(high).getByText(/public-write remedy/)).toBeTruthy();
    expect(
      within(screen.getByTestId('exposure-group-medium')).getByText(/sensitive-field remedy/),
    ).toBeTruthy();
    expect(screen.queryByTestId('exposure-group-low')).toBeNull();
    const info = screen.getByTestId('exposure-group-info');
    expect(within(info).getByText('Information (1)')).toBeTruthy();
  });

  it('lists the core routes outside the role check with their access', () => {
    renderReport();
    const row = screen.getByTestId('exposure-core-route');
    expect(within(row).getByText('/mcp')).toBeTruthy();
    expect(within(row).getByText('Admin token only')).toBeTruthy();
  });

  it('reads the route table a page at a time and filters it by access on the server', async () => {
    const server = renderReport();
    await waitFor(() => expect(screen.getAllByTestId('exposure-route')).toHaveLength(3));
    expect(server.calls).toContainEqual({ list: 'routes', page_size: '100' });
    expect(server.calls).toContainEqual({ list: 'content_types', page_size: '100' });
    fireEvent.click(screen.getByRole('button', { name: 'Public' }));
    await waitFor(() => expect(screen.getAllByTestId('exposure-route')).toHaveLength(1));
    expect(server.calls).toContainEqual({ list: 'routes', access: 'public', page_size: '100' });
    fireEvent.click(screen.getByRole('button', { name: 'Restricted' }));
    await waitFor(() => expect(screen.queryAllByTestId('exposure-route')).toHaveLength(0));
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(screen.getAllByTestId('exposure-route')).toHaveLength(3));
  });

  it('keeps the state of each table apart in the URL', async () => {
    const server = renderReport(report.routes, '/?routes_page_size=50&types_page_size=250');
    await waitFor(() => expect(screen.getAllByTestId('exposure-route')).toHaveLength(3));
    expect(server.calls).toContainEqual({ list: 'routes', page_size: '50' });
    expect(server.calls).toContainEqual({ list: 'content_types', page_size: '250' });
  });

  it('shows a guarded route with the names of its guards, and filters by Guarded', async () => {
    const guarded: ExposureRoute = {
      ...route('GET', '/api/pages/by-component', 'guarded'),
      auth_disabled: true,
      guarded_by: ['api::page.require-admin-login'],
      anonymous_status: 401,
    };
    renderReport([...report.routes, guarded]);
    await waitFor(() => expect(screen.getAllByTestId('exposure-route')).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: 'Guarded' }));
    await waitFor(() => expect(screen.getAllByTestId('exposure-route')).toHaveLength(1));
    expect(screen.getByTestId('exposure-route').textContent).toContain(
      'Guarded (auth: false) (guarded by api::page.require-admin-login)',
    );
  });

  it('lists content types with their public and sensitive fields', async () => {
    renderReport();
    const row = await screen.findByTestId('exposure-type');
    expect(within(row).getByText('find, create')).toBeTruthy();
    // Named by its display name, the UID beneath (docs/decisions/0240-document-and-field-names.md).
    expect(within(row).getByText('Guestbook entry')).toBeTruthy();
    expect(within(row).getByTestId('exposure-type-uid').textContent).toBe(
      'api::guestbook-entry.guestbook-entry',
    );
    expect(within(row).getByText('name, email')).toBeTruthy();
    expect(within(row).getByText('email')).toBeTruthy();
  });
});
