import type { LinkOutcome } from '@route-discovery/check-engine';
import type { ContentLinkRow } from '@route-discovery/contract';

/** A row of `v1/content-links` (docs/api.md, "Content link rows"). */
export type LinkRow = ContentLinkRow;

/** Which links a run checks: `internal` (into this CMS) or `all` (outside hosts too). */
export type LinksMode = 'internal' | 'all';

/** The `--links` options after parsing. */
export interface LinkOptions {
  mode: LinksMode;
  /** Milliseconds between two request starts to one outside host. */
  hostIntervalMs: number;
  /** Requests in flight to one outside host. */
  hostConcurrency: number;
  /** Results cache file (`--cache`), outside links only. */
  cacheFile?: string;
  /** Seconds a cached result is reused (`--cache-max-age`). */
  cacheMaxAgeSeconds: number;
  excludeHosts: string[];
  /** `--accept` as given, e.g. `200..299,403`. */
  accept: string;
  strict: boolean;
}

/** One link occurrence after the run: the row's place, and what was decided. */
export interface LinkResult {
  url: string;
  target: string;
  kind: LinkRow['kind'];
  content_type: string;
  document_id: string;
  locale: string | null;
  field_path: string;
  link_text: string;
  edit_url: string;
  outcome: LinkOutcome;
  reason: string;
  /** `offline` (the server's database status), `request`, or `cache` (an earlier run's request). */
  decided_by: 'offline' | 'request' | 'cache';
  status: number | null;
  passed: boolean;
}

/** The `links` part of the report (schema/report.schema.json, `links`). */
export interface LinksSummary {
  mode: LinksMode;
  totals: Record<LinkOutcome, number> & { occurrences: number; failed: number };
  /** Failed occurrences first, then the rest in the server's order. */
  results: LinkResult[];
}
