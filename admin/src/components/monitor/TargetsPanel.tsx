import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  Field,
  Flex,
  SingleSelect,
  SingleSelectOption,
  Table,
  Tbody,
  Td,
  TextInput,
  Tr,
  Typography,
  VisuallyHidden,
} from '@strapi/design-system';
import {
  MONITOR_TARGET_STATES,
  type MonitorTargetState,
  type MonitorTargetsEnvelope,
} from '@route-discovery/contract';
import { useIntl } from 'react-intl';
import type { MonitorApi, TargetFilters } from '../../api/monitor-client';
import { useT } from '../../hooks/useT';
import { Panel } from '../Panel';
import { TableHead } from '../TableHead';
import { TextCell, WRAPPING_CELL, WrappingTextCell } from '../TextCell';
import { ToneBadge } from '../ToneBadge';
import { STATE_TONES, WHEN } from './monitor-labels';

const ALL = '__all__';
const COLUMNS = ['url', 'state', 'since', 'status', 'checked', 'history'] as const;

/**
 * The watched URLs a page at a time (`GET v1/monitor/targets`, keyset pages: "Next" follows the
 * server's cursor, "Previous" goes back through the cursors seen), filtered by state and by the day
 * since which they are in it ("broken since"); "History" opens a URL's timeline.
 */
export function TargetsPanel({
  api,
  refreshKey,
  onHistory,
}: {
  api: MonitorApi;
  /** Changes when a run ended, so the page reads the targets again. */
  refreshKey: string;
  onHistory: (id: string) => void;
}) {
  const t = useT();
  const { formatDate } = useIntl();
  const [filters, setFilters] = useState<TargetFilters>({ state: null, since: null });
  /** Cursors of the pages before the current one, and the current page's (null: the first). */
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const [page, setPage] = useState<MonitorTargetsEnvelope | null>(null);
  const [error, setError] = useState(false);
  const cursor = cursors[cursors.length - 1];

  useEffect(() => {
    let current = true;
    setError(false);
    api.targets(filters, cursor).then(
      (answer) => current && setPage(answer),
      () => current && setError(true),
    );
    return () => {
      current = false;
    };
  }, [api, filters, cursor, refreshKey]);

  const filter = (changes: Partial<TargetFilters>) => {
    setFilters((previous) => ({ ...previous, ...changes }));
    setCursors([null]);
  };
  const rows = page?.targets ?? [];
  const next = page?.metadata.page.next_cursor ?? null;

  return (
    <Panel title={t('monitor.targets.title')} gap={3} testId="monitor-targets">
      <Flex gap={2} wrap="wrap" alignItems="flex-end" role="group" aria-label={t('report.filters')}>
        <Box style={{ minWidth: 200 }}>
          <SingleSelect
            aria-label={t('monitor.filter.state')}
            value={filters.state ?? ALL}
            onChange={(value: string | number) =>
              filter({ state: value === ALL ? null : (String(value) as MonitorTargetState) })
            }
          >
            <SingleSelectOption
              value={ALL}
            >{`${t('monitor.filter.state')}: ${t('report.filter.all')}`}</SingleSelectOption>
            {MONITOR_TARGET_STATES.map((state) => (
              <SingleSelectOption key={state} value={state}>
                {t(`monitor.state.${state}`)}
              </SingleSelectOption>
            ))}
          </SingleSelect>
        </Box>
        <Field.Root name="since" hint={t('monitor.filter.sinceHint')}>
          <Field.Label>{t('monitor.filter.since')}</Field.Label>
          <TextInput
            type="date"
            value={filters.since ?? ''}
            onChange={(event: { target: { value: string } }) => filter({ since: event.target.value || null })}
          />
          <Field.Hint />
        </Field.Root>
      </Flex>
      {error ? <Typography textColor="danger600">{t('state.error')}</Typography> : null}
      {page && rows.length === 0 ? (
        <Typography textColor="neutral600" data-testid="monitor-targets-empty">
          {t('monitor.targets.empty')}
        </Typography>
      ) : null}
      {rows.length ? (
        <Table colCount={COLUMNS.length} rowCount={rows.length + 1}>
          <TableHead labels={COLUMNS.map((column) => t(`monitor.column.${column}`))} />
          <Tbody>
            {rows.map((row) => (
              <Tr key={row.id} data-testid="monitor-target-row">
                {/* Wraps anywhere (a presigned URL is a few hundred characters without a space), so
                    the table fits a 1,280 px window instead of scrolling sideways (decision 0240). */}
                <Td style={WRAPPING_CELL}>
                  <Typography>{row.url}</Typography>
                  {row.route ? (
                    <Typography variant="pi" textColor="neutral600" display="block">
                      {t(`monitor.route.${row.route.expect}`, { route: row.route.handler || row.route.path })}
                    </Typography>
                  ) : null}
                </Td>
                <Td>
                  <ToneBadge tone={STATE_TONES[row.state]}>{t(`monitor.state.${row.state}`)}</ToneBadge>
                </Td>
                <TextCell>{formatDate(row.state_since, WHEN)}</TextCell>
                <WrappingTextCell>
                  {row.last_status === null
                    ? row.last_error || (row.last_checked ? t('monitor.noAnswer') : '')
                    : String(row.last_status)}
                </WrappingTextCell>
                <TextCell>
                  {row.last_checked ? formatDate(row.last_checked, WHEN) : t('monitor.never')}
                </TextCell>
                <Td>
                  <Button variant="tertiary" size="S" onClick={() => onHistory(row.id)}>
                    {t('monitor.history')}
                    <VisuallyHidden>{` ${row.url}`}</VisuallyHidden>
                  </Button>
                </Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      ) : null}
      <Flex gap={2}>
        <Button
          variant="secondary"
          disabled={cursors.length === 1}
          onClick={() => setCursors((previous) => previous.slice(0, -1))}
        >
          {t('monitor.page.previous')}
        </Button>
        <Button
          variant="secondary"
          disabled={!next}
          onClick={() => next && setCursors((previous) => [...previous, next])}
        >
          {t('monitor.page.next')}
        </Button>
      </Flex>
    </Panel>
  );
}
