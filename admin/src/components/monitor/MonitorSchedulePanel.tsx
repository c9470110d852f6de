import { useEffect, useState } from 'react';
import {
  Button,
  Checkbox,
  Field,
  Flex,
  SingleSelect,
  SingleSelectOption,
  TextInput,
  Typography,
} from '@strapi/design-system';
import {
  MONITOR_FREQUENCIES,
  MONITOR_WATCH_KINDS,
  type MonitorScheduleInput,
} from '@route-discovery/contract';
import { useIntl } from 'react-intl';
import { useMonitorSchedule, type MonitorScheduleClient } from '../../api/useMonitorSchedule';
import { useT } from '../../hooks/useT';
import { busyButtonProps } from '../../lib/busy-button';
import { Panel } from '../Panel';

/**
 * The monitor's schedule on the Settings page (docs/monitoring.md, "Schedule"): on/off, the kinds
 * watched (those not watched yet are shown, unavailable), the frequency or a cron expression (UTC),
 * "Save", "Check now", the next run, the fields the plugin's config fixes (read-only, with the
 * note that config wins), and that the plugin's own timer runs whatever Strapi's cron setting.
 */
export function MonitorSchedulePanel({ client }: { client: MonitorScheduleClient }) {
  const t = useT();
  const { formatDate } = useIntl();
  const hook = useMonitorSchedule(client);
  const [draft, setDraft] = useState<MonitorScheduleInput>({});
  const { schedule } = hook;
  useEffect(() => setDraft({}), [schedule]);
  if (hook.unavailable) return null;
  if (!schedule) return <Panel title={t('monitor.settings.title')}>{t('monitor.schedule.loading')}</Panel>;

  const fixed = (field: string) => schedule.fixed_by_config.includes(field as never);
  const value = { ...schedule.settings, ...draft };
  const set = (change: MonitorScheduleInput) => setDraft((current) => ({ ...current, ...change }));
  const frequencyOptions = (MONITOR_FREQUENCIES as readonly string[]).includes(value.frequency)
    ? [...MONITOR_FREQUENCIES]
    : [value.frequency, ...MONITOR_FREQUENCIES];
  const toggleKind = (kind: (typeof MONITOR_WATCH_KINDS)[number], on: boolean) =>
    set({ targets: on ? [...value.targets, kind] : value.targets.filter((item) => item !== kind) } as never);
  const frequencyLabel = (frequency: string) =>
    /^\d+$/.test(frequency)
      ? t('monitor.schedule.minutes', { minutes: frequency })
      : t(`monitor.schedule.frequency.${frequency}`);

  return (
    <Panel testId="monitor-schedule" title={t('monitor.settings.title')} gap={4} alignItems="flex-start">
      <Typography variant="pi">{t('monitor.schedule.timerNote')}</Typography>
      {schedule.fixed_by_config.length > 0 && (
        <Typography textColor="warning600" data-testid="monitor-schedule-config-note">
          {t('monitor.schedule.configWins', {
            fields: schedule.fixed_by_config.map((field) => t(`monitor.schedule.field.${field}`)).join(', '),
          })}
        </Typography>
      )}
      <Checkbox
        checked={value.enabled}
        disabled={fixed('enabled')}
        onCheckedChange={(checked) => set({ enabled: checked === true })}
      >
        {t('monitor.schedule.enabled')}
      </Checkbox>
      <Flex
        direction="column"
        alignItems="flex-start"
        gap={1}
        role="group"
        aria-label={t('monitor.schedule.kinds')}
      >
        <Typography fontWeight="bold">{t('monitor.schedule.kinds')}</Typography>
        {MONITOR_WATCH_KINDS.map((kind) => {
          const available = schedule.available_kinds.includes(kind);
          return (
            <Checkbox
              key={kind}
              checked={(value.targets as string[]).includes(kind)}
              disabled={!available || fixed('targets')}
              onCheckedChange={(checked) => toggleKind(kind, checked === true)}
            >
              {available
                ? t(`monitor.kind.${kind}`)
                : t('monitor.schedule.kindLater', { kind: t(`monitor.kind.${kind}`) })}
            </Checkbox>
          );
        })}
      </Flex>
      <Flex gap={4} wrap="wrap" alignItems="flex-start">
        <Field.Root name="monitor-frequency" style={{ minWidth: 200 }}>
          <Field.Label>{t('monitor.schedule.frequency')}</Field.Label>
          <SingleSelect
            value={value.frequency}
            disabled={fixed('frequency')}
            onChange={(next: string | number) =>
              set({ frequency: String(next) as MonitorScheduleInput['frequency'] })
            }
          >
            {frequencyOptions.map((frequency) => (
              <SingleSelectOption key={frequency} value={frequency}>
                {frequencyLabel(frequency)}
              </SingleSelectOption>
            ))}
          </SingleSelect>
        </Field.Root>
        {value.frequency === 'cron' && (
          <Field.Root name="monitor-cron" hint={t('monitor.schedule.cronHint')}>
            <Field.Label>{t('monitor.schedule.cron')}</Field.Label>
            <TextInput
              value={value.cron ?? ''}
              disabled={fixed('cron')}
              placeholder="0 6 * * 1"
              onChange={(event: React.ChangeEvent<HTMLInputElement>) => set({ cron: event.target.value })}
            />
            <Field.Hint />
          </Field.Root>
        )}
      </Flex>
      <Typography data-testid="monitor-schedule-next" role="status">
        {schedule.next_run_at
          ? t('monitor.settings.next', {
              time: formatDate(schedule.next_run_at, {
                dateStyle: 'medium',
                timeStyle: 'short',
                timeZone: 'UTC',
              }),
            })
          : t('monitor.settings.off')}
      </Typography>
      {hook.error && (
        <Typography textColor="danger600" role="alert">
          {hook.error}
        </Typography>
      )}
      {hook.run && (
        <Typography role="status">{t('monitor.schedule.queued', { state: hook.run.state })}</Typography>
      )}
      <Flex gap={2}>
        <Button {...busyButtonProps(hook.busy || Object.keys(draft).length === 0, () => hook.save(draft))}>
          {t('monitor.schedule.save')}
        </Button>
        <Button variant="secondary" {...busyButtonProps(hook.busy, hook.checkNow)}>
          {t('monitor.schedule.checkNow')}
        </Button>
      </Flex>
    </Panel>
  );
}
