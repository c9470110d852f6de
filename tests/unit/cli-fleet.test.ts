import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Inventory } from '../../packages/cli/src/baseline';
import { applyFleetBaseline, baselineOf } from '../../packages/cli/src/fleet/fleet-baseline';
import { readFleetConfig } from '../../packages/cli/src/fleet/fleet-config';
import { fleetDrift } from '../../packages/cli/src/fleet/fleet-diff';
import type { DeploymentSnapshot } from '../../packages/cli/src/fleet/fleet-read';
import { deploymentRow, fleetMarkdown, type FleetReport } from '../../packages/cli/src/fleet/fleet-report';

const inventory = (over: Partial<Inventory>): Inventory => ({
  format: 'route-discovery-baseline/1',
  generated_at: '2026-11-26T00:00:00.000Z',
  source: 'exposure',
  routes: [],
  content_types: [],
  ...over,
});
const route = (path: string, anonymous: boolean) => ({
  method: 'GET',
  path,
  handler: 'api::a.a.find',
  api: 'content-api' as const,
  anonymous,
});
const snapshot = (name: string, over: Partial<Inventory>, strapi = '5.54.0'): DeploymentSnapshot => ({
  name,
  url: `https://${name}.example.com`,
  ok: true,
  ms: 10,
  versions: { strapi, plugin: '0.1.0', node: '20.20.2' },
  inventory: inventory(over),
  findings: [],
});

describe('fleetDrift', () => {
  const a = snapshot('a', {
    routes: [route('/api/a', true), route('/api/b', false)],
    content_types: [{ uid: 'api::a.a', public_actions: ['find'] }],
    graphql_operations: [{ operation: 'as', kind: 'query', anonymous: true }],
  });
  const b = snapshot(
    'b',
    {
      routes: [route('/api/a', false)],
      content_types: [],
      graphql_operations: [{ operation: 'as', kind: 'query', anonymous: false }],
    },
    '5.61.0',
  );
  const c = snapshot('c', {
    routes: [route('/api/a', true), route('/api/b', false)],
    content_types: [{ uid: 'api::a.a', public_actions: ['find'] }],
  });
  const down: DeploymentSnapshot = {
    name: 'd',
    url: 'https://d.example.com',
    ok: false,
    ms: 5,
    error: 'discovery API frontend-urls answered 403',
  };

  it('lists unreachable deployments, versions, routes, GraphQL, anonymous access and content types that differ', () => {
    expect(fleetDrift([a, b, c, down])).toEqual([
      { kind: 'unreachable', subject: 'd', values: { d: 'discovery API frontend-urls answered 403' } },
      { kind: 'version', subject: 'strapi', values: { a: '5.54.0', b: '5.61.0', c: '5.54.0' } },
      {
        kind: 'route',
        subject: 'GET /api/b',
        values: { a: 'not anonymous', b: 'absent', c: 'not anonymous' },
      },
      { kind: 'graphql', subject: 'GraphQL plugin', values: { a: 'present', b: 'present', c: 'absent' } },
      {
        kind: 'anonymous',
        subject: 'GET /api/a',
        values: { a: 'anonymous', b: 'not anonymous', c: 'anonymous' },
      },
      { kind: 'anonymous', subject: 'graphql query as', values: { a: 'anonymous', b: 'not anonymous' } },
      { kind: 'content-type', subject: 'api::a.a', values: { a: 'find', b: 'none', c: 'find' } },
    ]);
  });

  it('finds nothing between identical deployments', () => {
    expect(fleetDrift([a, { ...a, name: 'a2' }])).toEqual([]);
  });

  it('lets a baseline allow drift by kind and subject, * standing for any characters', () => {
    const drift = applyFleetBaseline(fleetDrift([a, b]), {
      format: 'route-discovery-fleet-baseline/1',
      allow: [
        { kind: 'version', subject: 'strapi' },
        { kind: 'route', subject: 'GET /api/*' },
      ],
    });
    expect(drift.filter((d) => !d.allowed).map((d) => `${d.kind} ${d.subject}`)).toEqual([
      'anonymous GET /api/a',
      'anonymous graphql query as',
      'content-type api::a.a',
    ]);
    const all = applyFleetBaseline(fleetDrift([a, b]), baselineOf(fleetDrift([a, b])));
    expect(all.every((d) => d.allowed)).toBe(true);
  });

  it('writes server text into Markdown cells escaped', () => {
    const odd = snapshot('odd', { routes: [route('/api/x|y', true)] });
    const report: FleetReport = {
      format: 'route-discovery-fleet-report/1',
      generated_at: '2026-11-26T00:00:00.000Z',
      duration_ms: 1,
      exit_code: 1,
      deployments: [a, odd].map(deploymentRow),
      drift: applyFleetBaseline(fleetDrift([a, odd]), null),
      totals: { drift: 0, allowed: 0, failing: 0 },
    };
    expect(fleetMarkdown(report)).toContain('| route | `GET /api/x\\|y` | absent | anonymous | no |');
  });
});

describe('readFleetConfig', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fleet-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (content: unknown) => {
    const file = join(dir, `f${Math.random()}.json`);
    writeFileSync(file, JSON.stringify(content));
    return file;
  };

  it('reads deployments with their defaults', () => {
    const config = readFleetConfig(
      write({
        deployments: [
          { name: 'eu', url: 'https://cms-eu.example.com', credential_env: 'KEY_EU' },
          {
            name: 'us',
            url: 'https://cms-us.example.com',
            credential_env: 'TOKEN_US',
            credential_kind: 'admin-token',
            prefix: '/rest',
          },
        ],
      }),
    );
    expect(config.deployments[0]).toEqual({
      name: 'eu',
      url: 'https://cms-eu.example.com',
      credential_env: 'KEY_EU',
      credential_kind: 'key',
      prefix: '/api',
    });
    expect(config.deployments[1].credential_kind).toBe('admin-token');
  });

  it('refuses duplicate names, unknown fields, a single deployment and credentials in a URL', () => {
    const one = { name: 'eu', url: 'https://cms-eu.example.com', credential_env: 'KEY_EU' };
    expect(() => readFleetConfig(write({ deployments: [one, one] }))).toThrow(
      'deployment names must be unique',
    );
    expect(() =>
      readFleetConfig(
        write({
          deployments: [
            { ...one, key: 'secret' },
            { ...one, name: 'us' },
          ],
        }),
      ),
    ).toThrow('deployments.0');
    expect(() => readFleetConfig(write({ deployments: [one] }))).toThrow(
      'a fleet has two deployments or more',
    );
    expect(() =>
      readFleetConfig(
        write({
          deployments: [
            { ...one, url: 'https://u:p@cms.example.com' },
            { ...one, name: 'us' },
          ],
        }),
      ),
    ).toThrow('deployment eu: url must not carry credentials');
    expect(() => readFleetConfig(join(dir, 'none.json'))).toThrow('does not exist');
  });
});
