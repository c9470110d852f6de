/**
 * Geometry of the series charts (columns over time, a line over time), as pure functions so the
 * components only draw. Units are SVG user units of the chart's viewBox; y grows downwards.
 */

/** One point of a series chart: a key, the label a reader sees (a date, a run number) and its values per series. */
export interface SeriesPoint {
  key: string;
  label: string;
  values: Record<string, number>;
}

/** A series of a chart: its key in `SeriesPoint.values` and the label a reader sees. */
export interface SeriesInfo {
  key: string;
  label: string;
}

/** A drawn segment of a stacked column. */
export interface ColumnSegment {
  pointKey: string;
  seriesKey: string;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Largest stacked total among the points (0 when none). */
export function maxStack(points: SeriesPoint[], seriesKeys: string[]): number {
  return points.reduce(
    (max, point) =>
      Math.max(
        max,
        seriesKeys.reduce((sum, key) => sum + Math.max(0, point.values[key] ?? 0), 0),
      ),
    0,
  );
}

/**
 * Stacked columns: one column per point, left to right in the given order, its series stacked
 * bottom-up in `seriesKeys` order, heights on a linear scale from 0 to the tallest stack filling
 * `height`. Zero and negative values draw nothing (no segment).
 * @param gap fraction (0..1) of each column's slot left empty between columns
 */
export function stackColumns(
  points: SeriesPoint[],
  seriesKeys: string[],
  size: { width: number; height: number },
  gap = 0.2,
): ColumnSegment[] {
  const max = maxStack(points, seriesKeys);
  if (points.length === 0 || max === 0) return [];
  const slot = size.width / points.length;
  const width = slot * (1 - gap);
  const segments: ColumnSegment[] = [];
  points.forEach((point, index) => {
    let top = size.height;
    for (const seriesKey of seriesKeys) {
      const value = point.values[seriesKey] ?? 0;
      if (value <= 0) continue;
      const height = (value / max) * size.height;
      top -= height;
      segments.push({
        pointKey: point.key,
        seriesKey,
        value,
        x: index * slot + (slot - width) / 2,
        y: top,
        width,
        height,
      });
    }
  });
  return segments;
}

/**
 * Points of a line through `values` (left to right, evenly spaced, centred in equal slots), y on a
 * linear scale from 0 (bottom) to the largest value (top). Non-finite values are left out, so the
 * line skips a point that has no figure.
 */
export function linePoints(
  values: Array<number | null>,
  size: { width: number; height: number },
): Array<{ index: number; x: number; y: number; value: number }> {
  const finite = values.filter((value): value is number => value !== null && Number.isFinite(value));
  const max = Math.max(0, ...finite);
  const slot = values.length > 0 ? size.width / values.length : 0;
  return values.flatMap((value, index) =>
    value === null || !Number.isFinite(value)
      ? []
      : [
          {
            index,
            x: index * slot + slot / 2,
            y: max > 0 ? size.height - (Math.max(0, value) / max) * size.height : size.height,
            value,
          },
        ],
  );
}
