import type { MonitorRun } from '@route-discovery/contract';
import { useIntl } from 'react-intl';
import { useT } from '../../hooks/useT';
import { ColumnChart } from '../charts/ColumnChart';
import { Panel } from '../Panel';
import { WHEN } from './monitor-labels';

/**
 * Links that broke and recovered per finished run, oldest first (the runs `v1/monitor` answers,
 * the newest 20), as stacked columns with their screen-reader table.
 */
export function MonitorChart({ runs }: { runs: MonitorRun[] }) {
  const t = useT();
  const { formatDate } = useIntl();
  const done = runs.filter((run) => run.state === 'done').reverse();
  return (
    <Panel testId="monitor-chart">
      <ColumnChart
        title={t('monitor.chart.title')}
        pointHeader={t('monitor.chart.run')}
        points={done.map((run) => ({
          key: run.id,
          label: formatDate(run.finished_at ?? run.queued_at, WHEN),
          values: { broken: run.broken, recovered: run.recovered },
        }))}
        series={[
          { key: 'broken', label: t('monitor.event.broken'), color: 'danger600' },
          { key: 'recovered', label: t('monitor.event.recovered'), color: 'success600' },
        ]}
        emptyText={t('monitor.chart.empty')}
        testId="monitor-chart-runs"
      />
    </Panel>
  );
}
