import { runAge } from '../../admin/src/lib/run-age';
import { formatDuration, runTrend, summarizeTrend } from '../../admin/src/lib/run-trend';
import { safeHttpUrl } from '../../admin/src/lib/safe-url';
import type { StoredRun } from '../../admin/src/lib/types';
import { runBody } from '../helpers/run-fixtures';

const run = (id: number, at: string, exitCode: number, durationMs: number): StoredRun => ({
  ...runBody({ exit_code: exitCode, duration_ms: durationMs }),
  id,
  received_at: at,
  verdict: exitCode === 0 ? 'passed' : exitCode === 1 ? 'failed' : 'nothing-tested',
});

describe('run trend', () => {
  const newestFirst = [
    run(3, '2026-11-23T12:00:00Z', 1, 5000),
    run(2, '2026-11-23T11:00:00Z', 0, 3000),
    run(1, '2026-11-23T10:00:00Z', 3, 1000),
  ];

  it('orders the points oldest first with pass/fail and duration', () => {
    expect(runTrend(newestFirst).map((p) => [p.id, p.passed, p.durationMs])).toEqual([
      [1, false, 1000],
      [2, true, 3000],
      [3, false, 5000],
    ]);
  });

  it('keeps the id order for runs stored in the same millisecond', () => {
    const same = [run(9, '2026-11-23T12:00:00Z', 0, 1), run(8, '2026-11-23T12:00:00Z', 1, 1)];
    expect(runTrend(same).map((p) => p.id)).toEqual([8, 9]);
  });

  it('summarizes counts, pass rate and median duration', () => {
    expect(summarizeTrend(runTrend(newestFirst))).toEqual({
      runs: 3,
      passed: 1,
      notPassed: 2,
      passRate: 1 / 3,
      medianDurationMs: 3000,
    });
    expect(summarizeTrend([])).toEqual({
      runs: 0,
      passed: 0,
      notPassed: 0,
      passRate: null,
      medianDurationMs: null,
    });
  });

  it.each([
    [850, '850 ms'],
    [4200, '4.2 s'],
    [185_000, '3 min 05 s'],
    [3_720_000, '1 h 02 min'],
  ])('formats %d ms as %s', (ms, text) => expect(formatDuration(ms)).toBe(text));

  it.each([
    ['fr', 4200, '4,2 s'],
    ['de', 4200, '4,2 s'],
    ['pt-BR', 4200, '4,2 s'],
    ['en', 4200, '4.2 s'],
    ['de', 360_000_000, '100 h 00 min'],
  ])('formats durations in the admin locale %s: %d ms as %s', (locale, ms, text) =>
    expect(formatDuration(ms, locale)).toBe(text),
  );
});

describe('run age and CI links', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it.each([
    ['2026-11-23T11:59:30Z', { value: -30, unit: 'second' }],
    ['2026-11-23T11:15:00Z', { value: -45, unit: 'minute' }],
    ['2026-11-23T09:00:00Z', { value: -3, unit: 'hour' }],
    ['2026-11-20T12:00:00Z', { value: -3, unit: 'day' }],
    ['2026-11-23T12:05:00Z', { value: -0, unit: 'second' }],
  ])('%s is %j', (at, age) => expect(runAge(at, now)).toEqual(age));

  it.each([
    ['https://ci.example.com/1', 'https://ci.example.com/1'],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['/relative', null],
    [null, null],
  ])('safeHttpUrl(%s) is %s', (value, expected) => expect(safeHttpUrl(value)).toBe(expected));
});
