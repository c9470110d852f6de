import { useEffect, useState } from 'react';
import { EmptyStateLayout, Flex, Loader, Typography } from '@strapi/design-system';
import { MONITOR_TARGET_STATES } from '@route-discovery/contract';
import { useIntl } from 'react-intl';
import type { MonitorApi } from '../../api/monitor-client';
import { useAsync } from '../../api/useAsync';
import { useT } from '../../hooks/useT';
import { Panel } from '../Panel';
import { ErrorState } from '../ReportStates';
import { ToneBadge } from '../ToneBadge';
import { MonitorChart } from './MonitorChart';
import { STATE_TONES } from './monitor-labels';
import { RunAlertsPanel } from './RunAlertsPanel';
import { runInProgress, ScheduleCard } from './ScheduleCard';
import { TargetsPanel } from './TargetsPanel';
import { TargetTimeline } from './TargetTimeline';

/** How often the page reads `v1/monitor` again while a run is queued or running, ms. */
export const PROGRESS_POLL_MS = 2000;

/**
 * The Monitoring page's content over `api`: the schedule and the run in progress (read again every
 * PROGRESS_POLL_MS while one runs), the links per state, broken and recovered per run as a chart,
 * each run's alert per channel, the watched URLs with their filters, and a URL's timeline. Loading, error (with retry) and empty
 * states as the other report pages.
 * @param canStart whether "Check now" is offered (the admin may start runs)
 */
export function MonitorView({ api, canStart }: { api: MonitorApi; canStart: boolean }) {
  const t = useT();
  const { formatNumber } = useIntl();
  const overview = useAsync(api.overview, [api]);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState(false);
  const [history, setHistory] = useState<string | null>(null);
  const running = overview.data ? runInProgress(overview.data.runs) : null;
  const { retry } = overview;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(retry, PROGRESS_POLL_MS);
    return () => clearTimeout(timer);
    // The run's progress is what changes between reads; `retry` is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running?.id, running?.checked, running?.state, overview.data]);

  if (!overview.data && overview.loading) {
    return (
      <Flex justifyContent="center" padding={8}>
        <Loader>{t('state.loading')}</Loader>
      </Flex>
    );
  }
  if (!overview.data) return <ErrorState message={t('state.error')} onRetry={retry} />;

  const data = overview.data;
  const checkNow = () => {
    setStarting(true);
    setStartError(false);
    api.checkNow().then(
      () => {
        setStarting(false);
        retry();
      },
      () => {
        setStarting(false);
        setStartError(true);
      },
    );
  };
  const watched = MONITOR_TARGET_STATES.reduce((sum, state) => sum + data.counts[state], 0);
  const lastDone = data.runs.find((run) => run.state === 'done')?.id ?? '';

  return (
    <Flex direction="column" alignItems="stretch" gap={4} data-testid="monitor-page">
      <ScheduleCard
        overview={data}
        canStart={canStart}
        starting={starting}
        startError={startError}
        onCheckNow={checkNow}
      />
      {watched === 0 && data.runs.length === 0 ? (
        <Panel testId="monitor-empty">
          <EmptyStateLayout
            content={t(data.schedules[0]?.enabled ? 'monitor.empty.waiting' : 'monitor.empty.off')}
          />
        </Panel>
      ) : (
        <>
          <Panel title={t('monitor.counts.title')} testId="monitor-counts">
            <Flex gap={3} wrap="wrap" paddingTop={2}>
              {MONITOR_TARGET_STATES.map((state) => (
                <Flex key={state} gap={1}>
                  <ToneBadge tone={STATE_TONES[state]}>{t(`monitor.state.${state}`)}</ToneBadge>
                  <Typography data-testid={`monitor-count-${state}`}>
                    {formatNumber(data.counts[state])}
                  </Typography>
                </Flex>
              ))}
            </Flex>
          </Panel>
          <MonitorChart runs={data.runs} />
          <RunAlertsPanel runs={data.runs} />
          <TargetsPanel api={api} refreshKey={lastDone} onHistory={setHistory} />
          {history ? <TargetTimeline api={api} id={history} onClose={() => setHistory(null)} /> : null}
        </>
      )}
    </Flex>
  );
}
