import { Box, Flex, Typography } from '@strapi/design-system';
import { useT } from '../../hooks/useT';
import type { StoredRun } from '../../lib/types';
import { RunCard } from './RunCard';
import { RunTrendCharts } from './RunTrendCharts';
import { RunTrendTable } from './RunTrendTable';

/** The trend and every kept run, newest first; what to run when there is none yet. */
export function RunsView({ runs }: { runs: StoredRun[] }) {
  const t = useT();
  if (runs.length === 0) {
    return (
      <Box padding={6} background="neutral0" hasRadius shadow="tableShadow" data-testid="runs-empty">
        <Typography>{t('runs.empty')}</Typography>
        <Typography variant="pi" tag="p" style={{ fontFamily: 'monospace' }}>
          npx route-discovery smoke --url https://cms.example.com --publish
        </Typography>
      </Box>
    );
  }
  return (
    <Flex direction="column" alignItems="stretch" gap={6}>
      <Box padding={6} background="neutral0" hasRadius shadow="tableShadow">
        <Flex direction="column" alignItems="stretch" gap={3}>
          <Typography variant="delta" tag="h2">
            {t('runs.trend')}
          </Typography>
          <RunTrendCharts runs={runs} />
          <RunTrendTable runs={runs} />
        </Flex>
      </Box>
      <Box padding={6} background="neutral0" hasRadius shadow="tableShadow">
        <Flex direction="column" alignItems="stretch" gap={3}>
          <Typography variant="delta" tag="h2">
            {t('runs.list')}
          </Typography>
          {runs.map((run) => (
            <RunCard key={run.id} run={run} />
          ))}
        </Flex>
      </Box>
    </Flex>
  );
}
