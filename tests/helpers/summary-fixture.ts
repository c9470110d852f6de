import type { SummaryResponse } from '../../admin/src/lib/types';

/**
 * A `v1/summary` answer for the admin tests (docs/api.md, "Summary"): counts current, counted at
 * 2026-11-26T03:00Z, 7 broken internal links, findings 2 high and 1 low.
 */
export const SUMMARY: SummaryResponse = {
  summary: {
    backend: { total: 301, testable: 92 },
    frontend: { total: 71, testable: 15 },
    graphql: null,
    links: { total: 40_000, testable: 30_000, broken_internal: 7 },
    findings: { high: 2, medium: 0, low: 1, info: 0 },
    last_run: null,
    counted_at: '2026-11-26T03:00:00.000Z',
    counts_state: 'current',
    files: { total: 12, unused: 5 },
  },
  metadata: {} as SummaryResponse['metadata'],
};
