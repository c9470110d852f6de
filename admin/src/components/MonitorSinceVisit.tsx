import { useEffect, useState } from 'react';
import { Flex, Link, Typography } from '@strapi/design-system';
import type { MonitorResponse, MonitorTargetsEnvelope } from '@route-discovery/contract';
import { useIntl } from 'react-intl';
import { monitorEndpoint } from '../api/monitor-client';
import type { ReportApi } from '../api/report-client';
import { useT } from '../hooks/useT';
import type { LastVisit } from '../lib/last-visit';
import { PLUGIN_ID } from '../pluginId';

/** Broken links the widget reads at most (one small page); more shows as "100+". */
const SHOWN_MAX = 100;
/** URLs named under the count. */
const NAMED = 3;

/** What the widget says of the monitor, or null when the monitor is off and has never run. */
interface SinceVisit {
  count: string;
  urls: string[];
}

/**
 * The homepage widget's line on the monitor: the links that became broken since the admin's
 * previous visit (`GET v1/monitor/targets?state=broken&since=`), or on a first visit those broken
 * now, the first few named, and a link to the Monitoring page. Nothing while the monitor is off
 * and has never run, or when the monitor cannot be read. The visit is recorded once read.
 */
export function MonitorSinceVisit({
  api,
  runsEndpoint,
  visit,
}: {
  api: ReportApi;
  runsEndpoint: string;
  visit: LastVisit;
}) {
  const t = useT();
  const { formatDate, formatNumber } = useIntl();
  const [found, setFound] = useState<SinceVisit | null>(null);

  useEffect(() => {
    let current = true;
    const base = monitorEndpoint(runsEndpoint);
    (async () => {
      const overview = await api.fetchReport<MonitorResponse>(base);
      if (!overview.schedules[0]?.enabled && overview.runs.length === 0) return;
      const params: Record<string, string> = { state: 'broken', page_size: String(SHOWN_MAX) };
      if (visit.previous !== null) params.since = new Date(visit.previous).toISOString();
      const page = await api.fetchReport<MonitorTargetsEnvelope>(`${base}/targets`, params);
      if (!current) return;
      const more = page.metadata.page.next_cursor !== null;
      setFound({
        count: `${formatNumber(page.targets.length)}${more ? '+' : ''}`,
        urls: page.targets.slice(0, NAMED).map((row) => row.url),
      });
      visit.record(Date.now());
    })().catch(() => undefined);
    return () => {
      current = false;
    };
    // One read per mounted widget: `visit` is read once when the widget mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, runsEndpoint]);

  if (!found) return null;
  return (
    <Flex direction="column" alignItems="flex-start" gap={1} data-testid="widget-monitor">
      <Typography textColor={found.count === '0' ? undefined : 'danger600'}>
        {visit.previous === null
          ? t('widget.monitor.first', { count: found.count })
          : t('widget.monitor.broken', {
              count: found.count,
              date: formatDate(visit.previous, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
      </Typography>
      {found.urls.map((url) => (
        <Typography key={url} variant="pi" textColor="neutral600" style={{ wordBreak: 'break-all' }}>
          {url}
        </Typography>
      ))}
      <Link href={`/admin/plugins/${PLUGIN_ID}/monitoring`}>{t('widget.monitor.link')}</Link>
    </Flex>
  );
}
