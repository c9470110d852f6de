import { withQuery } from '@route-discovery/check-engine';
import { fromBackendRows, fromFrontendRows } from '../../admin/src/lib/rows';
import { matchesSearch, visibleRows, type TableControls } from '../../admin/src/lib/table-state';
import { csvField, toCsv } from '../../admin/src/lib/export';
import { platformToMarkdown } from '../../admin/src/lib/markdown';
import type { ReportRow } from '../../admin/src/lib/types';

const row = (key: string, path: string, method = 'GET', isTestable = true, label = ''): ReportRow => ({
  key,
  method,
  path,
  target: path,
  label,
  detail: '',
  group: 'admin',
  isTestable,
  skipReason: isTestable ? '' : 'Requires POST request',
});

const controls: TableControls = {
  search: '',
  hideUntestable: false,
  sortKey: 'path',
  sortDirection: 'asc',
  failedFirst: false,
};
const rows = [row('a', '/b'), row('b', '/a', 'POST', false), row('c', '/c', 'GET', true, 'users find')];

describe('visibleRows', () => {
  it('sorts by the chosen column in both directions', () => {
    expect(visibleRows(rows, controls, {}).map((r) => r.key)).toEqual(['b', 'a', 'c']);
    expect(visibleRows(rows, { ...controls, sortDirection: 'desc' }, {}).map((r) => r.key)).toEqual([
      'c',
      'a',
      'b',
    ]);
    expect(visibleRows(rows, { ...controls, sortKey: 'method' }, {}).map((r) => r.key)).toEqual([
      'a',
      'c',
      'b',
    ]);
  });

  it('hides untestable rows and searches every word', () => {
    expect(visibleRows(rows, { ...controls, hideUntestable: true }, {}).map((r) => r.key)).toEqual([
      'a',
      'c',
    ]);
    expect(visibleRows(rows, { ...controls, search: 'USERS  /c' }, {}).map((r) => r.key)).toEqual(['c']);
    expect(matchesSearch(rows[1], 'post request')).toBe(true);
    expect(matchesSearch(rows[1], 'get')).toBe(false);
  });

  it('puts failed rows first when asked, keeping the order within each part', () => {
    const outcomes = { c: { state: 'failed' as const, status: 500, ms: 3, message: 'x' } };
    expect(visibleRows(rows, { ...controls, failedFirst: true }, outcomes).map((r) => r.key)).toEqual([
      'c',
      'b',
      'a',
    ]);
    expect(visibleRows(rows, controls, outcomes).map((r) => r.key)).toEqual(['b', 'a', 'c']);
    expect(visibleRows(rows, { ...controls, sortKey: 'status' }, outcomes)[0].key).toBe('c');
  });
});

describe('row normalisation', () => {
  it('targets resolved_route || route for backend rows', () => {
    const [resolved, plain] = fromBackendRows([
      {
        route: '/admin/users/:id',
        name: 'user.findOne',
        namespace: 'admin',
        has_parameters: true,
        view_name: 'admin::user.findOne',
        page_type: '',
        is_testable: true,
        skip_reason: '',
        resolved_route: '/admin/users/1',
        method: 'GET',
      },
      {
        route: '/admin/users',
        name: 'user.find',
        namespace: 'admin',
        has_parameters: false,
        view_name: 'admin::user.find',
        page_type: '',
        is_testable: true,
        skip_reason: '',
        resolved_route: '',
        method: 'GET',
      },
    ]);
    expect(resolved.target).toBe('/admin/users/1');
    expect(plain.target).toBe('/admin/users');
  });

  it('adds query parameters to frontend targets', () => {
    const [page] = fromFrontendRows([
      {
        url: '/api/articles/abc',
        source: 'page',
        page_type: 'api::article.article',
        page_title: 'Bonjour',
        name: 'api::article.article.findOne',
        resolved_url: '/api/articles/abc',
        query_params: { locale: 'fr' },
        is_testable: true,
        skip_reason: '',
        method: 'GET',
      },
    ]);
    expect(page.target).toBe('/api/articles/abc?locale=fr');
    expect(page.label).toBe('Bonjour');
    expect(withQuery('/x', { q: 'a b&c' })).toBe('/x?q=a+b%26c');
  });
});

describe('exports', () => {
  it('writes RFC 4180 CSV', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,"b"')).toBe('"a,""b"""');
    expect(csvField({ locale: 'fr' })).toBe('"{""locale"":""fr""}"');
    expect(toCsv([{ a: 1, b: 'x\ny' }], ['a', 'b'])).toBe('a,b\r\n1,"x\ny"\r\n');
  });

  it('renders the platform report as Markdown with escaped cells', () => {
    const markdown = platformToMarkdown({
      platform: {
        runtime: {
          node_version: '20.20.2',
          runtime_implementation: 'Node.js',
          framework_version: '2.16.4',
          cms_version: '5.54.0',
          environment: 'development',
          database_client: 'sqlite',
        },
        dependencies: {
          source: { path: 'package.json', format: 'package.json' },
          packages: [
            {
              name: 'a|b',
              specifier: '^1.0.0',
              installed_version: '1.2.0',
              is_installed: true,
              source_kind: 'runtime',
              source_name: null,
              satisfies: true,
              strapi_compatible: null,
              node_compatible: null,
            },
          ],
        },
        warnings: ['One warning'],
      },
      metadata: {
        api_version: 'v1',
        api_lifecycle: { status: 'stable', deprecated_on: null, sunset_on: null },
        generated_at: '',
        package_version: '0.1.0',
      },
    });
    expect(markdown).toContain('| node_version | 20.20.2 |');
    expect(markdown).toContain('| a\\|b | ^1.0.0 | 1.2.0 | yes | runtime |  |');
    expect(markdown).toContain('- One warning');
  });
});
