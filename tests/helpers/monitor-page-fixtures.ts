/**
 * The Monitoring page suites' fixtures (tests/admin/monitoring-page*.test.tsx): monitor answers as
 * the contract shapes them and a fake monitor API that records what it is asked.
 */
import type {
  MonitorResponse,
  MonitorRun,
  MonitorTargetEventsEnvelope,
  MonitorTargetRow,
  MonitorTargetsEnvelope,
} from '@route-discovery/contract';
import type { MonitorApi, TargetFilters } from '../../admin/src/api/monitor-client';

export const META = {
  api_version: 'v1',
  api_lifecycle: { status: 'stable' as const, deprecated_on: null, sunset_on: null },
  generated_at: '',
  package_version: '',
};
export const page = (next: string | null) => ({ size: 20, sort: 'id:asc', q: null, next_cursor: next });

export const run = (id: string, overrides: Partial<MonitorRun> = {}): MonitorRun => ({
  id,
  schedule: 'external-links',
  trigger: 'schedule',
  state: 'done',
  queued_at: '2027-03-01T10:00:00.000Z',
  started_at: '2027-03-01T10:00:00.000Z',
  finished_at: '2027-03-01T10:01:00.000Z',
  budget: 500,
  checked: 12,
  failed: 1,
  broken: 0,
  recovered: 0,
  takeovers: 0,
  alerts: null,
  ...overrides,
});

export const target = (
  id: string,
  url: string,
  overrides: Partial<MonitorTargetRow> = {},
): MonitorTargetRow => ({
  id,
  kind: 'external',
  url,
  state: 'broken',
  state_since: '2027-03-02T10:00:00.000Z',
  in_content: true,
  first_seen: '2027-02-01T09:00:00.000Z',
  last_checked: '2027-03-02T10:00:00.000Z',
  last_success: null,
  first_failure: '2027-03-01T10:00:00.000Z',
  consecutive_failures: 2,
  last_status: 404,
  last_error: '',
  route: null,
  ...overrides,
});

export const overview = (overrides: Partial<MonitorResponse> = {}): MonitorResponse => ({
  schedules: [
    {
      name: 'external-links',
      enabled: true,
      source: 'config',
      every: 'hourly',
      cron: null,
      interval_minutes: 60,
      targets: ['external'],
      checks_per_run: 500,
      broken_after: 2,
      next_run_at: '2027-03-02T11:00:00.000Z',
      lease: null,
    },
  ],
  runs: [run('r2', { broken: 1, finished_at: '2027-03-02T10:01:00.000Z' }), run('r1')],
  counts: { unchecked: 0, ok: 11, failing: 0, broken: 1 },
  alerts: { mode: 'run', channels: [] },
  metadata: META,
  ...overrides,
});

/** A fake monitor API: answers from the given values, records what was asked. */
export function fakeApi(answers: { overview?: () => Promise<MonitorResponse> } = {}) {
  const targetCalls: Array<{ filters: TargetFilters; cursor: string | null }> = [];
  const eventCalls: Array<{ id: string; cursor: string | null }> = [];
  const broken = target('a'.repeat(64), 'https://gone.example/page');
  const api: MonitorApi = {
    overview: jest.fn(answers.overview ?? (async () => overview())),
    targets: jest.fn(
      async (filters: TargetFilters, cursor: string | null): Promise<MonitorTargetsEnvelope> => {
        targetCalls.push({ filters, cursor });
        const rows = cursor
          ? [
              target('b'.repeat(64), 'https://ok.example/admin/users', {
                kind: 'admin',
                state: 'ok',
                last_status: 401,
                route: { path: '/admin/users', handler: 'admin::user.find', expect: 'refusal' },
              }),
            ]
          : [broken];
        return {
          targets: filters.state === 'failing' ? [] : rows,
          metadata: {
            ...META,
            state: filters.state,
            kind: null,
            since: filters.since,
            page: page(cursor ? null : 'c2'),
          },
        };
      },
    ),
    targetsOf: jest.fn(),
    events: jest.fn(async (id: string, cursor: string | null): Promise<MonitorTargetEventsEnvelope> => {
      eventCalls.push({ id, cursor });
      const events = cursor
        ? [{ event: 'broken' as const, at: '2027-02-10T10:00:00.000Z', run_id: 'r0', status: 500, error: '' }]
        : [
            {
              event: 'broken' as const,
              at: '2027-03-02T10:00:00.000Z',
              run_id: 'r2',
              status: 404,
              error: '',
            },
            {
              event: 'recovered' as const,
              at: '2027-02-11T10:00:00.000Z',
              run_id: 'r1',
              status: 200,
              error: '',
            },
          ];
      return {
        target: broken,
        events,
        metadata: { ...META, page: { ...page(cursor ? null : 'e2'), sort: 'at:desc' } },
      };
    }),
    checkNow: jest.fn(async () => run('r3', { state: 'queued', checked: 0 })),
  };
  return { api, targetCalls, eventCalls };
}
