import { cronProblem, nextCronTime } from '../../../server/src/config/cron-expression';
import { intervalMinutes, nextRunAt } from '../../../server/src/watch/schedule';

/** When the monitor's scheduled runs are due (docs/decisions/0224-watch-cron-in-utc.md). */
const at = (iso: string) => Date.parse(iso);

describe('schedule timing', () => {
  it('reads a cron expression in UTC, whatever the process time zone', () => {
    // Monday 06:00 UTC after a Friday evening.
    expect(new Date(nextCronTime('0 6 * * 1', at('2026-11-27T17:00:00Z'))).toISOString()).toBe(
      '2026-11-30T06:00:00.000Z',
    );
    expect(intervalMinutes({ every: 'daily', cron: '0 6 * * 1' }, at('2026-11-27T17:00:00Z'))).toBe(10_080);
    expect(intervalMinutes({ every: 'hourly' })).toBe(60);
    expect(intervalMinutes({ every: 90 })).toBe(90);
  });

  it('is due at once before the first scheduled run, then at the first time after the last one', () => {
    const now = at('2026-11-27T17:00:00Z');
    expect(nextRunAt({ every: 'daily', cron: '*/15 * * * *' }, null, now)).toBe(now);
    expect(nextRunAt({ every: 'daily', cron: '*/15 * * * *' }, at('2026-11-27T16:50:00Z'), now)).toBe(
      at('2026-11-27T17:00:00Z'),
    );
    // A time missed while no instance ran is due once, at once.
    expect(nextRunAt({ every: 'daily', cron: '0 * * * *' }, at('2026-11-27T10:00:00Z'), now)).toBeLessThan(
      now,
    );
    expect(nextRunAt({ every: 'daily' }, at('2026-11-27T10:00:00Z'), now)).toBe(at('2026-11-28T10:00:00Z'));
  });

  it('refuses expressions that are not five usable fields, saying why', () => {
    expect(cronProblem('0 6 * * 1')).toBeNull();
    expect(cronProblem('0 0 6 * * 1')).toMatch(/five fields/);
    expect(cronProblem('61 * * * *')).toMatch(/is not a cron expression: .*61/);
    expect(cronProblem('')).toMatch(/five fields/);
  });
});
