import { useMemo } from 'react';
import { Flex, Typography } from '@strapi/design-system';
import type { AnyFrontendUrlRow, BackendUrlRow, PagedList as ListName } from '@route-discovery/contract';
import type { ExportUrl } from '../api/usePagedList';
import { usePagedList, type FetchJson, type PagedSource } from '../api/usePagedList';
import { usePagedTestAll, type RowTester } from '../hooks/usePagedTestAll';
import { useT } from '../hooks/useT';
import { fromBackendRows, fromFrontendRows } from '../lib/rows';
import type { ReportRow, TestOutcome } from '../lib/types';
import { testRow, type TestMode } from '../lib/url-test';
import { ReportCharts } from './charts/ReportCharts';
import { ListPager } from './ListPager';
import { Panel } from './Panel';
import { ReportToolbar } from './ReportToolbar';
import { TestFailures } from './TestFailures';
import { UrlTable } from './UrlTable';

/** Concurrent requests of "Test all": enough to be quick, few enough to be gentle on the server. */
export const TEST_ALL_CONCURRENCY = 4;

/** The URL lists' filter parameter (`filter=static|parameterized` or `pages|resolver`). */
const FILTER_KEYS = ['filter'] as const;

const RUNNING: TestOutcome = { state: 'running' };

export interface UrlReportProps {
  kind: 'backend' | 'frontend';
  /** The v1 path of the list. */
  endpoint: string;
  fetchJson: FetchJson;
  exportUrl: ExportUrl;
  /** API filter values offered as chips, with their labels. */
  filters: Array<{ value: string; label: string }>;
  testMode: TestMode;
}

/** Report rows out of a page of either URL list. */
function toRows(kind: UrlReportProps['kind'], raw: unknown[]): ReportRow[] {
  return kind === 'backend'
    ? fromBackendRows(raw as BackendUrlRow[])
    : fromFrontendRows(raw as AnyFrontendUrlRow[]);
}

/**
 * The URL report shared by the backend and frontend pages, read a page at a time from the server
 * (`usePagedList`): charts from the server's counts, the toolbar (filter chips, search, testable
 * only, Test all walking every page, exports streamed by the server), the table of the page shown
 * and its pager, and the failures of the last Test all.
 */
export function UrlReport(props: UrlReportProps) {
  const t = useT();
  const list: ListName = props.kind === 'backend' ? 'backend-urls' : 'frontend-urls';
  const source = useMemo<PagedSource>(
    () => ({ list, endpoint: props.endpoint, rowsKey: 'urls', filterKeys: FILTER_KEYS }),
    [list, props.endpoint],
  );
  const paged = usePagedList<unknown>(source, props.fetchJson);
  const { kind, testMode } = props;
  const tester = useMemo<RowTester<ReportRow, TestOutcome>>(
    () => ({
      rowsOf: (raw) => toRows(kind, raw),
      keyOf: (row) => row.key,
      test: (row, signal) => testRow(row, testMode, fetch, signal),
      passed: (outcome) => outcome.state === 'passed',
      failure: (error) => ({
        state: 'failed',
        status: null,
        ms: 0,
        message: error instanceof Error ? error.message : 'Network error',
      }),
      running: RUNNING,
      concurrency: TEST_ALL_CONCURRENCY,
    }),
    [kind, testMode],
  );
  const batch = usePagedTestAll(
    source,
    props.fetchJson,
    paged.selection,
    tester,
    paged.counts?.testable ?? null,
  );
  const rows = useMemo(() => (paged.page ? toRows(kind, paged.page.rows) : []), [kind, paged.page]);

  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      <ReportCharts counts={paged.counts} progress={batch.progress} />
      <ReportToolbar
        filters={props.filters}
        paged={paged}
        batch={batch}
        list={list}
        exportUrl={props.exportUrl}
      />
      <ListPager list={paged} testId="report-pager" />
      {paged.error ? (
        <Panel flat testId="report-error">
          <Typography textColor="danger600">{t('state.error')}</Typography>
        </Panel>
      ) : null}
      {!paged.loading && !paged.error && rows.length === 0 && (
        <Panel flat testId="report-empty">
          <Typography textColor="neutral600">{t('report.empty')}</Typography>
        </Panel>
      )}
      <UrlTable
        rows={rows}
        outcomeOf={batch.outcomeOf}
        sort={paged.state.sort}
        onSort={paged.setSort}
        onTest={(row) => void batch.testOne(row)}
      />
      <TestFailures failures={batch.failures} notKept={batch.failuresNotKept} />
    </Flex>
  );
}
