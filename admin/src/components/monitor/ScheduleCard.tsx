import { Button, Flex, ProgressBar, Typography } from '@strapi/design-system';
import type { MonitorResponse, MonitorRun } from '@route-discovery/contract';
import { useIntl } from 'react-intl';
import { useT } from '../../hooks/useT';
import { Panel } from '../Panel';
import { WHEN } from './monitor-labels';

/** The run in progress (queued or running), or null. */
export function runInProgress(runs: MonitorRun[]): MonitorRun | null {
  return runs.find((run) => run.state !== 'done') ?? null;
}

/**
 * What the card says of where the frequency comes from, by the server's `source`
 * (server/src/watch/schedule-settings.ts: `config` when the config sets `every` or `cron`, else
 * `settings` once an admin saved one, else `default`), whatever other `watch` keys the config has.
 */
const SOURCE_TEXT: Record<MonitorResponse['schedules'][number]['source'], string> = {
  config: 'monitor.schedule.fromConfig',
  settings: 'monitor.schedule.fromSettings',
  default: 'monitor.schedule.fromDefault',
};

/** One labelled line of the schedule card. */
function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Typography data-testid={testId}>
      <Typography fontWeight="bold">{label}: </Typography>
      {value}
    </Typography>
  );
}

/**
 * The schedule as configured, read only (docs/monitoring.md): what it watches, how often, its last
 * and next run; the run in progress with its progress (`checked` of `budget`, from the run row);
 * and "Check now" when the admin may start a run.
 */
export function ScheduleCard({
  overview,
  canStart,
  starting,
  startError,
  onCheckNow,
}: {
  overview: MonitorResponse;
  canStart: boolean;
  starting: boolean;
  startError: boolean;
  onCheckNow: () => void;
}) {
  const t = useT();
  const { formatDate, formatNumber } = useIntl();
  const schedule = overview.schedules[0];
  const current = runInProgress(overview.runs);
  const last = overview.runs.find((run) => run.state === 'done') ?? null;
  const when = (at: string | null) => (at ? formatDate(at, WHEN) : t('monitor.never'));
  if (!schedule) return null;
  return (
    <Panel title={t('monitor.schedule.title')} gap={2} alignItems="flex-start" testId="monitor-schedule">
      <Fact
        label={t('monitor.schedule.what')}
        value={schedule.targets.map((kind) => t(`monitor.kind.${kind}`)).join(', ')}
      />
      <Fact
        label={t('monitor.schedule.every')}
        value={
          schedule.enabled
            ? t('monitor.schedule.everyMinutes', { minutes: formatNumber(schedule.interval_minutes) })
            : t('monitor.settings.off')
        }
        testId="monitor-every"
      />
      <Fact
        label={t('monitor.schedule.last')}
        value={when(last?.finished_at ?? null)}
        testId="monitor-last"
      />
      <Fact
        label={t('monitor.schedule.next')}
        value={schedule.enabled ? when(schedule.next_run_at) : t('monitor.settings.off')}
        testId="monitor-next"
      />
      <Typography variant="pi" textColor="neutral600" data-testid="monitor-source">
        {t(SOURCE_TEXT[schedule.source])}
      </Typography>
      {current ? (
        <Flex direction="column" alignItems="stretch" gap={1} data-testid="monitor-progress" width="100%">
          <Typography>
            {t(current.state === 'queued' ? 'monitor.run.queued' : 'monitor.run.running', {
              checked: formatNumber(current.checked),
              budget: formatNumber(current.budget),
            })}
          </Typography>
          <ProgressBar
            value={current.budget ? Math.round((100 * current.checked) / current.budget) : 0}
            aria-label={t('monitor.run.progress')}
          />
        </Flex>
      ) : null}
      {canStart ? (
        <Button onClick={onCheckNow} loading={starting} disabled={starting || current !== null}>
          {t('monitor.checkNow')}
        </Button>
      ) : null}
      {startError ? <Typography textColor="danger600">{t('monitor.checkNow.error')}</Typography> : null}
    </Panel>
  );
}
