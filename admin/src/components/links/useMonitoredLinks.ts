import { useEffect, useState } from 'react';
import { MONITOR_URLS_MAX, type MonitorTargetRow } from '@route-discovery/contract';
import type { LinkEntry } from '../../lib/links';

/** Reads the monitor's targets of these URLs in one request (`MonitorApi.targetsOf`). */
export type MonitoredOf = (urls: string[]) => Promise<MonitorTargetRow[]>;

/** Link kinds the monitor may watch (`external`, and `internal` or `media` targets of the others). */
const WATCHABLE = new Set(['external', 'document', 'api', 'site', 'media']);

/**
 * The monitor's broken and failing targets among the links of the page shown, by the link's URL as
 * content holds it: one `GET v1/monitor/targets?url=...` per page (never one per link). The server
 * maps each link to its watched target (`external`, `internal` or `media`, by the monitor's own
 * rule) and names the links each target matched (`link_urls`). Without `monitoredOf`, or when the
 * read fails (the monitor is an aside on this page), the map is empty.
 */
export function useMonitoredLinks(
  entries: LinkEntry[],
  monitoredOf: MonitoredOf | undefined,
): Map<string, MonitorTargetRow> {
  const [found, setFound] = useState<Map<string, MonitorTargetRow>>(new Map());
  const urls = [...new Set(entries.filter((e) => WATCHABLE.has(e.row.kind)).map((e) => e.row.url))]
    .slice(0, MONITOR_URLS_MAX)
    .sort();
  const key = urls.join('\n');
  useEffect(() => {
    let current = true;
    if (!monitoredOf || urls.length === 0) {
      setFound(new Map());
      return undefined;
    }
    monitoredOf(urls).then(
      (rows) => {
        if (!current) return;
        const failing = rows.filter((row) => row.state === 'broken' || row.state === 'failing');
        setFound(new Map(failing.flatMap((row) => (row.link_urls ?? [row.url]).map((url) => [url, row]))));
      },
      () => current && setFound(new Map()),
    );
    return () => {
      current = false;
    };
    // `urls` is derived from `key`, which names them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, monitoredOf]);
  return found;
}
