import { Table, Tbody, Td, Tr, Typography } from '@strapi/design-system';
import type { MonitorDelivery, MonitorRun } from '@route-discovery/contract';
import { useIntl } from 'react-intl';
import { useT } from '../../hooks/useT';
import { Panel } from '../Panel';
import { TableHead } from '../TableHead';
import { TextCell, WrappingTextCell } from '../TextCell';
import { ToneBadge, type BadgeTone } from '../ToneBadge';
import { WHEN } from './monitor-labels';

/**
 * How a channel's delivery reads on the page: `pending` before any attempt is `waiting`, after a
 * failed one `retrying` (docs/decisions/0243-alert-delivery-outbox.md: the next attempt is made by a
 * later tick); the other states as stored.
 */
export type DeliveryLabel = 'delivered' | 'waiting' | 'retrying' | 'failed' | 'skipped';

/** The label of one delivery (see `DeliveryLabel`). */
export function deliveryLabel(delivery: MonitorDelivery): DeliveryLabel {
  if (delivery.state !== 'pending') return delivery.state;
  return delivery.attempts > 0 ? 'retrying' : 'waiting';
}

const TONES: Record<DeliveryLabel, BadgeTone> = {
  delivered: 'success',
  waiting: 'neutral',
  retrying: 'warning',
  failed: 'danger',
  skipped: 'neutral',
};

const COLUMNS = ['run', 'channel', 'delivery', 'attempts', 'reason'] as const;

/**
 * Each recent run's alert, channel by channel (`GET v1/monitor` `runs[].alerts.channels`): when the
 * run finished, the channel's kind and place in the configuration, delivered, waiting, retrying,
 * failed or skipped, its attempts and the last failure's reason (a status or an error code, never
 * the channel's URL). Runs that sent nothing are left out; an empty panel says so.
 */
export function RunAlertsPanel({ runs }: { runs: MonitorRun[] }) {
  const t = useT();
  const { formatDate, formatNumber } = useIntl();
  const rows = runs.flatMap((run) =>
    (run.alerts?.channels ?? []).map((delivery) => ({ run, delivery, label: deliveryLabel(delivery) })),
  );
  return (
    <Panel title={t('monitor.alerts.title')} testId="monitor-alerts">
      {rows.length === 0 ? (
        <Typography textColor="neutral600" data-testid="monitor-alerts-empty">
          {t('monitor.alerts.empty')}
        </Typography>
      ) : (
        <Table colCount={COLUMNS.length} rowCount={rows.length + 1}>
          <TableHead labels={COLUMNS.map((column) => t(`monitor.alerts.column.${column}`))} />
          <Tbody>
            {rows.map(({ run, delivery, label }) => (
              <Tr key={`${run.id}:${delivery.channel}`} data-testid="monitor-alert-row">
                <TextCell>{formatDate(run.finished_at ?? run.queued_at, WHEN)}</TextCell>
                <TextCell>
                  {t('monitor.alerts.channel', {
                    kind: t(`monitor.alerts.kind.${delivery.kind}`),
                    number: formatNumber(delivery.channel),
                  })}
                </TextCell>
                <Td>
                  <ToneBadge tone={TONES[label]}>{t(`monitor.alerts.state.${label}`)}</ToneBadge>
                </Td>
                <TextCell>{formatNumber(delivery.attempts)}</TextCell>
                <WrappingTextCell>{delivery.reason}</WrappingTextCell>
              </Tr>
            ))}
          </Tbody>
        </Table>
      )}
    </Panel>
  );
}
