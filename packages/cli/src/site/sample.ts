import type { FrontendRow } from '../types';

/**
 * `--sample N`: keeps the first N page rows of each (content type, locale) and the first N
 * preview rows of each (content type, locale, status), in the order the server listed them, and
 * every resolver row. Deterministic: the same discovery gives the same
 * sample. Applies to both the content-API page checks and the `site` checks.
 */
export function samplePages(
  rows: readonly FrontendRow[],
  perTypeAndLocale: number | undefined,
): FrontendRow[] {
  if (!perTypeAndLocale) return [...rows];
  const kept = new Map<string, number>();
  return rows.filter((row) => {
    if (row.source === 'resolver') return true;
    const key = `${row.source}\u0000${row.page_type}\u0000${row.locale ?? ''}\u0000${row.source === 'preview' ? row.status : ''}`;
    const count = kept.get(key) ?? 0;
    if (count >= perTypeAndLocale) return false;
    kept.set(key, count + 1);
    return true;
  });
}
