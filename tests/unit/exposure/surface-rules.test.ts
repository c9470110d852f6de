import type { CoreRoute } from '@route-discovery/contract';
import { openApiPath } from '../../../server/src/exposure/core-routes';
import { runRules } from '../../../server/src/exposure/rules';
import { pluginReadGranted } from '../../../server/src/exposure/rules/plugin-read-granted';
import { publicOpenApi } from '../../../server/src/exposure/rules/public-openapi';
import { publicPublish } from '../../../server/src/exposure/rules/public-publish';
import { shortReportKey } from '../../../server/src/exposure/rules/short-report-key';
import { contentType, facts } from './facts';

const PLUGIN = { development: false, productionReports: false, shortKey: false, readRoles: [] };
const OPENAPI: CoreRoute = {
  method: 'GET',
  route: '/api/openapi.json',
  handler: '',
  api: 'content-api',
  access: 'public',
  note: '',
};

describe('public-publish', () => {
  it('fires for draft-and-publish types Public may create or update, not for plain types', () => {
    const findings = publicPublish(
      facts({
        contentTypes: [
          contentType({
            uid: 'api::article.article',
            draft_and_publish: true,
            public_actions: ['find', 'create'],
          }),
          contentType({ uid: 'api::page.page', draft_and_publish: true, public_actions: ['find', 'delete'] }),
          contentType({ uid: 'api::guestbook.guestbook', public_actions: ['create'] }),
        ],
      }),
    );
    expect(findings.map((finding) => [finding.subject, finding.severity])).toEqual([
      ['api::article.article', 'high'],
    ]);
    expect(findings[0].message).toContain('publish');
    expect(findings[0].message).toContain('create');
  });
});

describe('public-openapi', () => {
  it('fires outside development for a public content-API document only', () => {
    const admin: CoreRoute = { ...OPENAPI, route: '/admin/openapi.json', api: 'admin', access: 'admin' };
    const production = facts({ coreRoutes: [OPENAPI, admin], plugin: PLUGIN });
    expect(publicOpenApi(production).map((finding) => finding.subject)).toEqual(['GET /api/openapi.json']);
    expect(publicOpenApi(production)[0].severity).toBe('medium');
    expect(publicOpenApi(facts({ coreRoutes: [OPENAPI], plugin: { ...PLUGIN, development: true } }))).toEqual(
      [],
    );
  });
});

describe('short-report-key', () => {
  it('fires only when production reports are on and the key is short', () => {
    const on = { ...PLUGIN, productionReports: true, shortKey: true };
    expect(shortReportKey(facts({ plugin: on }))).toMatchObject([
      { rule: 'short-report-key', severity: 'medium', subject: 'plugin::route-discovery' },
    ]);
    expect(shortReportKey(facts({ plugin: { ...on, productionReports: false } }))).toEqual([]);
    expect(shortReportKey(facts({ plugin: { ...on, shortKey: false } }))).toEqual([]);
  });
});

describe('plugin-read-granted', () => {
  it('lists each non-super-admin role holding the read action as information, sorted last', () => {
    const findings = runRules(facts({ plugin: { ...PLUGIN, readRoles: ['Editor'] }, coreRoutes: [OPENAPI] }));
    expect(findings.map((finding) => `${finding.rule} ${finding.severity} ${finding.subject}`)).toEqual([
      'public-openapi medium GET /api/openapi.json',
      'plugin-read-granted info Editor',
    ]);
    expect(pluginReadGranted(facts())).toEqual([]);
  });
});

describe('openApiPath (as @strapi/core services/server/openapi.js resolves it)', () => {
  it.each([
    ['/api', undefined, '/api/openapi.json'],
    ['/api', '/docs/spec.json', '/api/docs/spec.json'],
    ['/api', '/api/spec.json', '/api/spec.json'],
    ['/admin', 'openapi.json', '/admin/openapi.json'],
    ['/v2/', '/openapi.json', '/v2/openapi.json'],
  ])('base %s, path %s -> %s', (base, configured, expected) => {
    expect(openApiPath(base, configured)).toBe(expected);
  });
});
