import { Flex, Typography } from '@strapi/design-system';
import { useT } from '../../hooks/useT';
import type { StoredRun } from '../../lib/types';
import { Panel } from '../Panel';
import { RunCard } from './RunCard';
import { RunTrendCharts } from './RunTrendCharts';
import { RunTrendTable } from './RunTrendTable';

/** The trend and every kept run, newest first; what to run when there is none yet. */
export function RunsView({ runs }: { runs: StoredRun[] }) {
  const t = useT();
  if (runs.length === 0) {
    return (
      <Panel testId="runs-empty">
        <Typography>{t('runs.empty')}</Typography>
        <Typography variant="pi" tag="p" style={{ fontFamily: 'monospace' }}>
          npx route-discovery smoke --url https://cms.example.com --publish
        </Typography>
      </Panel>
    );
  }
  return (
    <Flex direction="column" alignItems="stretch" gap={6}>
      <Panel title={t('runs.trend')} gap={3}>
        <RunTrendCharts runs={runs} />
        <RunTrendTable runs={runs} />
      </Panel>
      <Panel title={t('runs.list')} gap={3}>
        {runs.map((run) => (
          <RunCard key={run.id} run={run} />
        ))}
      </Panel>
    </Flex>
  );
}
