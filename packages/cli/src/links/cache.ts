import { existsSync, readFileSync } from 'node:fs';
import type { LinkOutcome } from '@route-discovery/check-engine';
import { writeTextFile } from '../text-file';

/** One cached result of an outside link (the run's redirect-free, retried answer). */
export interface CachedResult {
  outcome: LinkOutcome;
  reason: string;
  status: number | null;
  /** ISO 8601 time of the request. */
  checked_at: string;
}

/** The cache file (`--cache FILE`): results by target URL. */
interface CacheFile {
  format: 'route-discovery-link-cache/1';
  entries: Record<string, CachedResult>;
}

/**
 * Results of outside links across runs, as lychee's `.lycheecache`: a run reuses a result younger
 * than `maxAgeSeconds` instead of asking the host again. Unreachable results are not kept (the
 * network, not the link, may have failed). An unreadable file starts an empty cache.
 */
export class LinkCache {
  private readonly entries: Record<string, CachedResult> = {};

  constructor(
    private readonly file: string | undefined,
    private readonly maxAgeSeconds: number,
    private readonly now = () => Date.now(),
  ) {
    if (!file || !existsSync(file)) return;
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as CacheFile;
      if (parsed.format === 'route-discovery-link-cache/1' && parsed.entries) this.entries = parsed.entries;
    } catch {
      // An unreadable cache is an empty one: the run asks again and rewrites it.
    }
  }

  /** A fresh result for `url`, or null. */
  get(url: string): CachedResult | null {
    const entry = Object.prototype.hasOwnProperty.call(this.entries, url) ? this.entries[url] : undefined;
    if (!entry) return null;
    const age = (this.now() - Date.parse(entry.checked_at)) / 1000;
    return age >= 0 && age <= this.maxAgeSeconds ? entry : null;
  }

  /** Keeps a result (not an unreachable one). */
  set(url: string, result: Omit<CachedResult, 'checked_at'>): void {
    if (result.outcome === 'unreachable') return;
    this.entries[url] = { ...result, checked_at: new Date(this.now()).toISOString() };
  }

  /** Writes the cache file, when one was given; entries older than the max age are dropped. */
  save(): void {
    if (!this.file) return;
    const fresh = Object.fromEntries(
      Object.keys(this.entries).flatMap((url) => (this.get(url) ? [[url, this.entries[url]]] : [])),
    );
    const content: CacheFile = { format: 'route-discovery-link-cache/1', entries: fresh };
    writeTextFile(this.file, `${JSON.stringify(content, null, 2)}\n`);
  }
}
