import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  Flex,
  Link,
  Searchbar,
  SingleSelect,
  SingleSelectOption,
  Table,
  Tbody,
  Td,
  Th,
  Thead,
  Tr,
  Typography,
} from '@strapi/design-system';
import { runBatch, type BatchHandle, type BatchProgress } from '../lib/batch-runner';
import { downloadText, toCsv } from '../lib/export';
import { visibleRows, type SortKey, type TableControls } from '../lib/table-state';
import type { ReportRow, TestOutcome } from '../lib/types';
import { testRow, backendOrigin, type TestMode } from '../lib/url-test';
import { getTranslation } from '../utils/getTranslation';

/** Concurrent requests of "Test all": enough to be quick, few enough to be gentle on the server. */
export const TEST_ALL_CONCURRENCY = 4;

export interface UrlReportProps {
  /** Rows to show, normalised. */
  rows: ReportRow[];
  /** The raw API rows, exported as they came. */
  rawRows: object[];
  rawColumns: string[];
  exportName: string;
  /** API filter values offered as chips, with their labels. */
  filters: Array<{ value: string; label: string }>;
  activeFilter: string | null;
  onFilterChange: (value: string | null) => void;
  testMode: TestMode;
}

/** Columns whose header sorts the table, in display order. */
const SORTABLE_COLUMNS: Array<{ key: SortKey; labelId: string }> = [
  { key: 'method', labelId: 'report.column.method' },
  { key: 'path', labelId: 'report.column.path' },
  { key: 'label', labelId: 'report.column.handler' },
  { key: 'group', labelId: 'report.column.group' },
  { key: 'status', labelId: 'report.column.status' },
];

const OUTCOME_BADGE: Record<TestOutcome['state'], { color: 'success' | 'danger' | 'secondary' | 'neutral' }> =
  {
    passed: { color: 'success' },
    failed: { color: 'danger' },
    running: { color: 'secondary' },
    pending: { color: 'neutral' },
  };

/**
 * The URL report table shared by the backend and frontend pages: search, sort, API filter chips,
 * hide untestable, per-row Test and Open, Test all with bounded concurrency (pause, resume,
 * cancel, summary), failed rows first, and JSON/CSV export.
 */
export function UrlReport(props: UrlReportProps) {
  const { formatMessage } = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    formatMessage({ id: getTranslation(id), defaultMessage: id }, values);
  const [controls, setControls] = useState<TableControls>({
    search: '',
    hideUntestable: false,
    sortKey: 'path',
    sortDirection: 'asc',
    failedFirst: true,
  });
  const [outcomes, setOutcomes] = useState<Record<string, TestOutcome>>({});
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  const batch = useRef<BatchHandle | null>(null);

  const rows = useMemo(() => visibleRows(props.rows, controls, outcomes), [props.rows, controls, outcomes]);
  const setOutcome = (key: string, outcome: TestOutcome) =>
    setOutcomes((previous) => ({ ...previous, [key]: outcome }));

  const runOne = async (row: ReportRow) => {
    setOutcome(row.key, { state: 'running' });
    const outcome = await testRow(row, props.testMode);
    setOutcome(row.key, outcome);
    return outcome.state === 'passed';
  };

  const testAll = () => {
    const testable = props.rows.filter((row) => row.isTestable);
    setOutcomes(Object.fromEntries(testable.map((row) => [row.key, { state: 'pending' } as TestOutcome])));
    batch.current = runBatch(testable, runOne, {
      concurrency: TEST_ALL_CONCURRENCY,
      onProgress: setProgress,
    });
  };

  const sortBy = (sortKey: SortKey) =>
    setControls((previous) => ({
      ...previous,
      sortKey,
      sortDirection: previous.sortKey === sortKey && previous.sortDirection === 'asc' ? 'desc' : 'asc',
    }));

  const running = progress?.state === 'running' || progress?.state === 'paused';

  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      <Flex gap={2} wrap="wrap" role="group" aria-label={t('report.filters')}>
        <Button
          variant={props.activeFilter === null ? 'secondary' : 'tertiary'}
          aria-pressed={props.activeFilter === null}
          onClick={() => props.onFilterChange(null)}
        >
          {t('report.filter.all')}
        </Button>
        {props.filters.map((filter) => (
          <Button
            key={filter.value}
            variant={props.activeFilter === filter.value ? 'secondary' : 'tertiary'}
            aria-pressed={props.activeFilter === filter.value}
            onClick={() => props.onFilterChange(filter.value)}
          >
            {filter.label}
          </Button>
        ))}
      </Flex>
      <Flex gap={4} wrap="wrap" alignItems="center">
        <Box style={{ minWidth: 280 }}>
          <Searchbar
            name="search"
            value={controls.search}
            onChange={(event) => setControls({ ...controls, search: event.target.value })}
            onClear={() => setControls({ ...controls, search: '' })}
            clearLabel={t('report.search.clear')}
            placeholder={t('report.search.placeholder')}
          >
            {t('report.search.label')}
          </Searchbar>
        </Box>
        <Checkbox
          checked={controls.hideUntestable}
          onCheckedChange={(checked) => setControls({ ...controls, hideUntestable: checked === true })}
        >
          {t('report.hideUntestable')}
        </Checkbox>
        <Checkbox
          checked={controls.failedFirst}
          onCheckedChange={(checked) => setControls({ ...controls, failedFirst: checked === true })}
        >
          {t('report.failedFirst')}
        </Checkbox>
        <Box style={{ minWidth: 180 }}>
          <SingleSelect
            aria-label={t('report.sort.by')}
            value={controls.sortKey}
            onChange={(value) => setControls({ ...controls, sortKey: String(value) as SortKey })}
          >
            {(['path', 'method', 'label', 'group', 'status'] as SortKey[]).map((key) => (
              <SingleSelectOption key={key} value={key}>
                {t(`report.sort.${key}`)}
              </SingleSelectOption>
            ))}
          </SingleSelect>
        </Box>
      </Flex>
      <Flex gap={2} wrap="wrap" alignItems="center">
        <Button onClick={testAll} disabled={running}>
          {t('report.testAll')}
        </Button>
        {progress?.state === 'running' && (
          <Button variant="secondary" onClick={() => batch.current?.pause()}>
            {t('report.pause')}
          </Button>
        )}
        {progress?.state === 'paused' && (
          <Button variant="secondary" onClick={() => batch.current?.resume()}>
            {t('report.resume')}
          </Button>
        )}
        {running && (
          <Button variant="danger-light" onClick={() => batch.current?.cancel()}>
            {t('report.cancel')}
          </Button>
        )}
        <Button
          variant="tertiary"
          onClick={() =>
            downloadText(
              `${props.exportName}.json`,
              `${JSON.stringify(props.rawRows, null, 2)}\n`,
              'application/json',
            )
          }
        >
          {t('report.exportJson')}
        </Button>
        <Button
          variant="tertiary"
          onClick={() =>
            downloadText(
              `${props.exportName}.csv`,
              toCsv(props.rawRows as Array<Record<string, unknown>>, props.rawColumns),
              'text/csv',
            )
          }
        >
          {t('report.exportCsv')}
        </Button>
        {progress && (
          <Typography data-testid="batch-summary" variant="omega" role="status">
            {t('report.summary', {
              state: t(`report.state.${progress.state}`),
              done: progress.done,
              total: progress.total,
              passed: progress.passed,
              failed: progress.failed,
            })}
          </Typography>
        )}
      </Flex>
      <Typography variant="pi" textColor="neutral600">
        {t('report.showing', { shown: rows.length, total: props.rows.length })}
      </Typography>
      {rows.length === 0 && (
        <Box padding={6} background="neutral0" hasRadius data-testid="report-empty">
          <Typography textColor="neutral600">{t('report.empty')}</Typography>
        </Box>
      )}
      <Table colCount={6} rowCount={rows.length + 1}>
        <Thead>
          <Tr>
            {SORTABLE_COLUMNS.map(({ key, labelId }) => (
              <Th key={key}>
                <Button variant="ghost" size="S" onClick={() => sortBy(key)}>
                  {t(labelId)}
                </Button>
              </Th>
            ))}
            <Th>
              <Typography variant="sigma">{t('report.column.actions')}</Typography>
            </Th>
          </Tr>
        </Thead>
        <Tbody>
          {rows.map((row) => {
            const outcome = outcomes[row.key];
            return (
              <Tr
                key={row.key}
                data-testid="report-row"
                data-state={outcome?.state ?? (row.isTestable ? 'untested' : 'untestable')}
              >
                <Td>
                  <Typography variant="omega" fontWeight="bold">
                    {row.method}
                  </Typography>
                </Td>
                <Td>
                  <Flex direction="column" alignItems="flex-start">
                    <Typography variant="omega">{row.target}</Typography>
                    {row.target !== row.path && (
                      <Typography variant="pi" textColor="neutral600">
                        {row.path}
                      </Typography>
                    )}
                  </Flex>
                </Td>
                <Td>
                  <Flex direction="column" alignItems="flex-start">
                    <Typography variant="omega">{row.label}</Typography>
                    {row.detail && (
                      <Typography variant="pi" textColor="neutral600">
                        {row.detail}
                      </Typography>
                    )}
                  </Flex>
                </Td>
                <Td>
                  <Typography variant="omega">{row.group}</Typography>
                </Td>
                <Td>
                  {!row.isTestable ? (
                    <Typography variant="pi" textColor="neutral600">
                      {row.skipReason}
                    </Typography>
                  ) : outcome && outcome.state !== 'pending' ? (
                    <Badge
                      backgroundColor={`${OUTCOME_BADGE[outcome.state].color}100`}
                      textColor={`${OUTCOME_BADGE[outcome.state].color}700`}
                    >
                      {outcome.state === 'passed' || outcome.state === 'failed'
                        ? t('report.outcome', {
                            state: t(`report.state.${outcome.state}`),
                            status: outcome.status ?? t('report.noResponse'),
                            ms: outcome.ms,
                          })
                        : t('report.state.running')}
                    </Badge>
                  ) : (
                    <Typography variant="pi" textColor="neutral600">
                      {t('report.state.untested')}
                    </Typography>
                  )}
                </Td>
                <Td>
                  <Flex gap={2}>
                    <Button
                      size="S"
                      variant="secondary"
                      disabled={!row.isTestable || outcome?.state === 'running'}
                      onClick={() => void runOne(row)}
                    >
                      {t('report.test')}
                    </Button>
                    {row.method === 'GET' && (
                      <Link href={`${backendOrigin()}${row.target}`} isExternal>
                        {t('report.open')}
                      </Link>
                    )}
                    {row.siteUrl && (
                      <Link href={row.siteUrl} isExternal>
                        {t('report.openSite')}
                      </Link>
                    )}
                  </Flex>
                </Td>
              </Tr>
            );
          })}
        </Tbody>
      </Table>
    </Flex>
  );
}
