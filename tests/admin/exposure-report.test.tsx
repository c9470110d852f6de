/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { DesignSystemProvider } from '@strapi/design-system';
import { IntlProvider } from 'react-intl';
import { ExposureReport } from '../../admin/src/components/exposure/ExposureReport';
import { countHigh, groupBySeverity } from '../../admin/src/lib/exposure';
import type { ExposureResponse, ExposureRoute, Finding } from '../../admin/src/lib/types';
import en from '../../admin/src/translations/en.json';

const messages = Object.fromEntries(
  Object.entries(en).map(([key, value]) => [`route-discovery.${key}`, value]),
);

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

function renderReport() {
  return render(
    <IntlProvider locale="en" messages={messages}>
      <DesignSystemProvider locale="en">
        <ExposureReport report={report} />
      </DesignSystemProvider>
    </IntlProvider>,
  );
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

  it('filters the route table by access', () => {
    renderReport();
    expect(screen.getAllByTestId('exposure-route')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Public' }));
    expect(screen.getAllByTestId('exposure-route')).toHaveLength(1);
    expect(screen.getByTestId('exposure-routes-shown').textContent).toBe('Showing 1 of 3 routes');
    fireEvent.click(screen.getByRole('button', { name: 'Restricted' }));
    expect(screen.queryAllByTestId('exposure-route')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getAllByTestId('exposure-route')).toHaveLength(3);
  });

  it('shows a guarded route with the names of its guards, and filters by Guarded', () => {
    const guarded: ExposureRoute = {
      ...route('GET', '/api/pages/by-component', 'guarded'),
      auth_disabled: true,
      guarded_by: ['api::page.require-admin-login'],
      anonymous_status: 401,
    };
    render(
      <IntlProvider locale="en" messages={messages}>
        <DesignSystemProvider locale="en">
          <ExposureReport report={{ ...report, routes: [...report.routes, guarded] }} />
        </DesignSystemProvider>
      </IntlProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Guarded' }));
    const rows = screen.getAllByTestId('exposure-route');
    expect(rows).toHaveLength(1);
    expect(rows[0].textContent).toContain('Guarded (auth: false) (guarded by api::page.require-admin-login)');
  });

  it('lists content types with their public and sensitive fields', () => {
    renderReport();
    const row = screen.getByTestId('exposure-type');
    expect(within(row).getByText('find, create')).toBeTruthy();
    expect(within(row).getByText('name, email')).toBeTruthy();
    expect(within(row).getByText('email')).toBeTruthy();
  });
});
