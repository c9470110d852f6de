import type { ReactNode } from 'react';
import { Flex, Typography } from '@strapi/design-system';
import { useT } from '../../hooks/useT';
import type { StoredRun } from '../../lib/types';
import { Panel } from '../Panel';
import { RunCard } from './RunCard';
import { RunTrendCharts } from './RunTrendCharts';
import { RunTrendTable } from './RunTrendTable';

/**
 * The trend of `runs` (oldest first) and their cards (newest first), with `controls` (the pager and
 * exports of a paged list) above the cards; what to run when there is no run yet.
 */
export function RunsView({ runs, controls }: { runs: StoredRun[]; controls?: ReactNode }) {
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
        {controls}
        {runs.map((run) => (
          <RunCard key={run.id} run={run} />
        ))}
      </Panel>
    </Flex>
  );
}
