import {
  barLength,
  facetSlices,
  NO_CONTENT_TYPE_KEY,
  OTHER_KEY,
  percent,
  severityCounts,
  testableSplit,
  total,
  walkOutcomes,
} from '../../admin/src/lib/chart-data';
import { linePoints, maxStack, stackColumns } from '../../admin/src/lib/chart-series';
import type { Finding } from '../../admin/src/lib/types';

describe('chart data', () => {
  it('turns a counts facet into slices largest first, ties by key, the rest beyond the limit in one "other" slice', () => {
    expect(facetSlices({ a: 2, b: 3, c: 1 }, 5)).toEqual([
      { key: 'b', value: 3 },
      { key: 'a', value: 2 },
      { key: 'c', value: 1 },
    ]);
    expect(facetSlices({ x: 1, y: 1, z: 2, w: 1 }, 3)).toEqual([
      { key: 'z', value: 2 },
      { key: 'w', value: 1 },
      { key: OTHER_KEY, value: 2 },
    ]);
    expect(total(facetSlices({ x: 1, y: 1, z: 2, w: 1 }, 2))).toBe(5);
    expect(facetSlices(undefined)).toEqual([]);
  });

  it('counts rows without a content type under their own key, and leaves zero counts out', () => {
    expect(facetSlices({ '': 3, 'api::page.page': 1, 'api::x.x': 0 })).toEqual([
      { key: NO_CONTENT_TYPE_KEY, value: 3 },
      { key: 'api::page.page', value: 1 },
    ]);
  });

  it('splits rows into testable and untestable, both always present', () => {
    expect(testableSplit({ testable: 0, untestable: 0 })).toEqual([
      { key: 'testable', value: 0 },
      { key: 'untestable', value: 0 },
    ]);
  });

  it('counts a walk as passed, failed and not tested yet of its total', () => {
    expect(walkOutcomes({ total: 10, tested: 3, passed: 2, failed: 1 })).toEqual([
      { key: 'passed', value: 2 },
      { key: 'failed', value: 1 },
      { key: 'waiting', value: 7 },
    ]);
    expect(walkOutcomes({ total: null, tested: 3, passed: 3, failed: 0 })[2]).toEqual({
      key: 'waiting',
      value: 0,
    });
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
