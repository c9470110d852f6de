import { Box, Flex, Grid, Link, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../hooks/useT';
import type { Summary } from '../../lib/types';
import { navPath, navState, REPORT_NAV, type ReportNavEntry } from '../../navigation/report-nav';
import { SummaryCharts } from '../charts/SummaryCharts';
import { NavStateBadge } from './NavStateBadge';

/** One report's card: its name as the link, its headline figure, what it holds. */
function OverviewCard({
  entry,
  summary,
  warnings,
}: {
  entry: ReportNavEntry;
  summary: Summary | null;
  warnings: number | null;
}) {
  const t = useT();
  const state = navState(entry, summary, warnings);
  let figure = null;
  if (state?.count !== undefined)
    figure = (
      <Typography
        variant="beta"
        tag="p"
        textColor={state.tone === 'danger' ? 'danger600' : 'neutral800'}
        data-testid={`overview-figure-${entry.id}`}
      >
        {t(state.labelKey, { count: state.count })}
      </Typography>
    );
  else if (state)
    figure = (
      <Flex gap={2} data-testid={`overview-figure-${entry.id}`}>
        <Typography>{t('runs.last')}</Typography>
        <NavStateBadge state={state} />
      </Flex>
    );
  return (
    <Box
      padding={5}
      background="neutral0"
      hasRadius
      shadow="tableShadow"
      height="100%"
      width="100%"
      data-testid={`overview-${entry.id}`}
    >
      <Flex direction="column" alignItems="flex-start" gap={2}>
        <Typography variant="delta" tag="h2">
          <Link tag={RouterLink} to={navPath(entry)}>
            {t(entry.labelKey)}
          </Link>
        </Typography>
        {figure}
        <Typography variant="pi" textColor="neutral600">
          {t(entry.subtitleKey)}
        </Typography>
      </Flex>
    </Box>
  );
}

/**
 * The reports home as an overview: one card per report of `REPORT_NAV` (Settings has its own
 * place in the side navigation) with its headline figure, then the summary's charts and when it
 * was counted. `summary` null: the cards without figures (still loading, or counting).
 * @param warnings dependency warnings (`v1/platform`), null until known
 * @param status a line instead of the charts (loading, counting, error)
 */
export function ReportsOverviewView({
  summary,
  warnings,
  status,
}: {
  summary: Summary | null;
  warnings: number | null;
  status?: string;
}) {
  const t = useT();
  const { formatDate } = useIntl();
  const reports = REPORT_NAV.filter((entry) => entry.group !== 'setup');
  return (
    <Flex direction="column" alignItems="stretch" gap={6} data-testid="reports-overview">
      <Grid.Root gap={4} tag="ul">
        {reports.map((entry) => (
          <Grid.Item key={entry.id} col={4} m={6} s={12} tag="li" alignItems="stretch">
            <OverviewCard entry={entry} summary={summary} warnings={warnings} />
          </Grid.Item>
        ))}
      </Grid.Root>
      {status ? <Typography data-testid="overview-status">{status}</Typography> : null}
      {summary ? (
        <Box padding={6} background="neutral0" hasRadius shadow="tableShadow">
          <Flex direction="column" alignItems="stretch" gap={4}>
            <SummaryCharts
              backend={summary.backend}
              frontend={summary.frontend}
              findings={summary.findings}
            />
            <Typography variant="pi" textColor="neutral600" data-testid="counts-state">
              {t(summary.counts_state === 'updating' ? 'summary.updating' : 'summary.countedAt', {
                time: formatDate(summary.counted_at, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </Typography>
          </Flex>
        </Box>
      ) : null}
    </Flex>
  );
}
