import {
  barLength,
  countByKey,
  countTestable,
  NO_CONTENT_TYPE_KEY,
  NO_REASON_KEY,
  OTHER_KEY,
  outcomeCounts,
  percent,
  rowsPerContentType,
  severityCounts,
  skipReasonCounts,
  testableSplit,
  total,
} from '../../admin/src/lib/chart-data';
import { linePoints, maxStack, stackColumns } from '../../admin/src/lib/chart-series';
import type { Finding, ReportRow } from '../../admin/src/lib/types';

const row = (key: string, detail: string, isTestable: boolean, skipReason = ''): ReportRow => ({
  key,
  method: 'GET',
  path: `/${key}`,
  target: `/${key}`,
  label: key,
  detail,
  group: 'content-api',
  isTestable,
  skipReason,
});

const rows: ReportRow[] = [
  row('a', 'api::article.article', true),
  row('b', 'api::article.article', true),
  row('c', 'api::page.page', false, 'unresolved parameter'),
  row('d', '', false, 'not GET'),
  row('e', '', false, 'not GET'),
  row('f', '', false, ''),
];

describe('chart data', () => {
  it('counts keys largest first, ties by key, the rest beyond the limit in one "other" slice', () => {
    expect(countByKey(['b', 'a', 'b', 'c', 'a', 'b'], 5)).toEqual([
      { key: 'b', value: 3 },
      { key: 'a', value: 2 },
      { key: 'c', value: 1 },
    ]);
    expect(countByKey(['x', 'y', 'z', 'z', 'w'], 3)).toEqual([
      { key: 'z', value: 2 },
      { key: 'w', value: 1 },
      { key: OTHER_KEY, value: 2 },
    ]);
    expect(countByKey([], 3)).toEqual([]);
  });

  it('splits rows into testable and untestable, both always present', () => {
    expect(countTestable(rows)).toEqual({ testable: 2, untestable: 4 });
    expect(testableSplit({ testable: 0, untestable: 0 })).toEqual([
      { key: 'testable', value: 0 },
      { key: 'untestable', value: 0 },
    ]);
  });

  it('counts untestable rows per skip reason, a missing reason under its own key', () => {
    expect(skipReasonCounts(rows)).toEqual([
      { key: 'not GET', value: 2 },
      { key: NO_REASON_KEY, value: 1 },
      { key: 'unresolved parameter', value: 1 },
    ]);
  });

  it('counts rows per content type (page_type), rows without one under their own key', () => {
    expect(rowsPerContentType(rows)).toEqual([
      { key: NO_CONTENT_TYPE_KEY, value: 3 },
      { key: 'api::article.article', value: 2 },
      { key: 'api::page.page', value: 1 },
    ]);
    expect(total(rowsPerContentType(rows, 2))).toBe(rows.length);
  });

  it('counts outcomes as passed, failed and waiting (pending or running)', () => {
    expect(
      outcomeCounts({
        a: { state: 'passed', status: 200, ms: 3 },
        b: { state: 'failed', status: 500, ms: 4, message: 'HTTP 500' },
        c: { state: 'failed', status: null, ms: 4, message: 'no response' },
        d: { state: 'pending' },
        e: { state: 'running' },
      }),
    ).toEqual([
      { key: 'passed', value: 1 },
      { key: 'failed', value: 2 },
      { key: 'waiting', value: 2 },
    ]);
  });

  it('counts findings per severity, every severity listed high first', () => {
    const finding = (severity: Finding['severity']): Finding => ({
      rule: 'r',
      severity,
      subject: 's',
      message: 'm',
      remedy: 'x',
    });
    expect(severityCounts([finding('info'), finding('high'), finding('high')])).toEqual([
      { key: 'high', value: 2 },
      { key: 'medium', value: 0 },
      { key: 'low', value: 0 },
      { key: 'info', value: 1 },
    ]);
  });

  it('scales bars linearly, keeping a tiny positive value visible', () => {
    expect(barLength(50, 100, 200)).toBe(100);
    expect(barLength(100, 100, 200)).toBe(200);
    expect(barLength(1, 10_000, 100, 2)).toBe(2);
    expect(barLength(0, 100, 200)).toBe(0);
    expect(barLength(5, 0, 200)).toBe(0);
    expect(percent(1, 3)).toBe(33);
    expect(percent(1, 0)).toBe(0);
  });
});

describe('chart series geometry', () => {
  const points = [
    { key: 'r1', label: 'Run 1', values: { passed: 8, failed: 2 } },
    { key: 'r2', label: 'Run 2', values: { passed: 5, failed: 0 } },
  ];

  it('stacks columns bottom-up, the tallest stack filling the height', () => {
    expect(maxStack(points, ['passed', 'failed'])).toBe(10);
    const segments = stackColumns(points, ['passed', 'failed'], { width: 200, height: 100 }, 0.5);
    expect(segments).toEqual([
      { pointKey: 'r1', seriesKey: 'passed', value: 8, x: 25, y: 20, width: 50, height: 80 },
      { pointKey: 'r1', seriesKey: 'failed', value: 2, x: 25, y: 0, width: 50, height: 20 },
      { pointKey: 'r2', seriesKey: 'passed', value: 5, x: 125, y: 50, width: 50, height: 50 },
    ]);
    expect(stackColumns([], ['passed'], { width: 10, height: 10 })).toEqual([]);
  });

  it('places line points in equal slots, the largest at the top, skipping missing values', () => {
    expect(linePoints([10, null, 5], { width: 300, height: 100 })).toEqual([
      { index: 0, x: 50, y: 0, value: 10 },
      { index: 2, x: 250, y: 50, value: 5 },
    ]);
    expect(linePoints([0], { width: 10, height: 10 })).toEqual([{ index: 0, x: 5, y: 10, value: 0 }]);
  });
});
