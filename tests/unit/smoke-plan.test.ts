import { planChecks, type PlanOptions } from '../../packages/cli/src/plan';
import type { BackendRow, Discovery, FrontendRow } from '../../packages/cli/src/types';
import { SkipReason, type FrontendUrlRow } from '@route-discovery/contract';
import { CURATED_SKIPS } from '../../server/src/discovery/skip-reasons';

const frontendRow = (over: Partial<FrontendUrlRow>): FrontendRow => ({
  url: '/api/things',
  source: 'resolver',
  page_type: '',
  page_title: '',
  name: 'api::thing.thing.find',
  resolved_url: '',
  query_params: {},
  is_testable: true,
  skip_reason: '',
  method: 'GET',
  ...over,
});

const backendRow = (over: Partial<BackendRow>): BackendRow => ({
  route: '/admin/things',
  name: 'admin::things.find',
  namespace: 'admin',
  has_parameters: false,
  view_name: '',
  page_type: '',
  is_testable: true,
  skip_reason: '',
  resolved_route: '',
  method: 'GET',
  ...over,
});

const options: PlanOptions = { include: [], exclude: [], withAdminToken: true, anonymousByDesign: [] };
const plan = (discovery: Partial<Discovery>) =>
  planChecks({ frontend: [], backend: [], exposure: null, ...discovery }, options).checks.map(
    (c) => `${c.scope} ${c.method} ${c.target} ${c.expect}`,
  );

describe('CLI plan: what is tested is the server decision (is_testable)', () => {
  it('plans a testable row whatever its declared method, requesting GET (an ALL route answers GET)', () => {
    expect(plan({ frontend: [frontendRow({ url: '/api/any', method: 'ALL' })] })).toEqual([
      'frontend GET /api/any success',
    ]);
    expect(plan({ backend: [backendRow({ route: '/admin/any', method: 'ALL' })] })).toEqual([
      'backend GET /admin/any success',
      'auth GET /admin/any refusal',
    ]);
  });

  it("leaves paths with a regex out of the auth check by the server's skip reason, so an optional parameter is checked", () => {
    expect(
      plan({
        backend: [
          backendRow({ route: '/admin/files/:path(.*)', is_testable: false, skip_reason: SkipReason.regex }),
          backendRow({ route: '/admin/things/:id?', is_testable: false, skip_reason: SkipReason.parameters }),
        ],
      }),
    ).toEqual(['auth GET /admin/things/:id? refusal']);
  });

  it('leaves out rows the server marked untestable, except the auth-enforcement checks of routes that answer GET', () => {
    expect(
      plan({
        frontend: [
          frontendRow({
            url: '/api/p',
            method: 'POST',
            is_testable: false,
            skip_reason: SkipReason.method('POST'),
          }),
          frontendRow({
            url: '/api/s',
            is_testable: false,
            skip_reason: CURATED_SKIPS['plugin::users-permissions.auth.emailConfirmation'],
          }),
          frontendRow({
            url: '/api/a',
            method: 'ALL',
            is_testable: false,
            skip_reason: SkipReason.authentication,
          }),
        ],
        backend: [
          backendRow({
            route: '/admin/p',
            method: 'POST',
            is_testable: false,
            skip_reason: SkipReason.method('POST'),
          }),
          backendRow({ route: '/admin/u/:id', is_testable: false, skip_reason: SkipReason.parameters }),
        ],
      }),
    ).toEqual(['auth GET /api/a refusal', 'auth GET /admin/u/:id refusal']);
  });
});
