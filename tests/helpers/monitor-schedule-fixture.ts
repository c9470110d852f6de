import type { MonitorRun } from '@route-discovery/contract';
import type { MonitorScheduleClient, MonitorScheduleState } from '../../admin/src/api/useMonitorSchedule';

/** A schedule answer as `GET /route-discovery/monitor/schedule` gives it, with `changes` applied. */
export function scheduleAnswer(changes: Partial<MonitorScheduleState> = {}): MonitorScheduleState {
  return {
    settings: { enabled: true, frequency: 'daily', cron: null, targets: ['external'] },
    fixed_by_config: [],
    available_kinds: ['external'],
    timezone: 'UTC',
    next_run_at: '2026-11-28T06:00:00.000Z',
    updated_at: null,
    ...changes,
  };
}

/** A queued run as "Check now" answers it. */
export const QUEUED_RUN: MonitorRun = {
  id: 'run-1',
  schedule: 'external-links',
  trigger: 'manual',
  state: 'queued',
  queued_at: '2026-11-27T18:00:00.000Z',
  started_at: null,
  finished_at: null,
  budget: 500,
  checked: 0,
  failed: 0,
  broken: 0,
  recovered: 0,
  takeovers: 0,
  alerts: null,
};

/**
 * An in-memory stand-in for the admin routes the schedule panel calls: reads `answer`, saves by
 * merging the input into its settings (a `cron` of "bad" is refused as the server refuses it),
 * and answers "Check now" with `QUEUED_RUN`. Each call is recorded in `calls`.
 */
export function scheduleClient(
  changes: Partial<MonitorScheduleState> = {},
): MonitorScheduleClient & { calls: unknown[] } {
  let answer = scheduleAnswer(changes);
  const calls: unknown[] = [];
  return {
    calls,
    read: async () => answer,
    save: async (input) => {
      calls.push(['save', input]);
      if (input.cron === 'bad') {
        throw { response: { data: { error: { message: 'cron must have five fields' } } } };
      }
      answer = { ...answer, settings: { ...answer.settings, ...input } as MonitorScheduleState['settings'] };
      return answer;
    },
    checkNow: async () => {
      calls.push(['checkNow']);
      return QUEUED_RUN;
    },
  };
}
