import { useMemo, useState } from 'react';
import { Flex, Typography } from '@strapi/design-system';
import { useBatchTest } from '../hooks/useBatchTest';
import { useT } from '../hooks/useT';
import { visibleRows, type SortKey, type TableControls } from '../lib/table-state';
import type { ReportRow } from '../lib/types';
import type { TestMode } from '../lib/url-test';
import { ReportCharts } from './charts/ReportCharts';
import { Panel } from './Panel';
import { ReportToolbar } from './ReportToolbar';
import { UrlTable } from './UrlTable';

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

/**
 * The URL report shared by the backend and frontend pages: the toolbar (filter chips, search,
 * hide untestable, failed first, sort, Test all, exports) over the table of rows.
 */
export function UrlReport(props: UrlReportProps) {
  const t = useT();
  const [controls, setControls] = useState<TableControls>({
    search: '',
    hideUntestable: false,
    sortKey: 'path',
    sortDirection: 'asc',
    failedFirst: true,
  });
  const batch = useBatchTest(props.testMode);
  const rows = useMemo(
    () => visibleRows(props.rows, controls, batch.outcomes),
    [props.rows, controls, batch.outcomes],
  );

  const sortBy = (sortKey: SortKey) =>
    setControls((previous) => ({
      ...previous,
      sortKey,
      sortDirection: previous.sortKey === sortKey && previous.sortDirection === 'asc' ? 'desc' : 'asc',
    }));

  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      <ReportCharts
        rows={props.rows}
        outcomes={batch.outcomes}
        tested={Object.keys(batch.outcomes).length > 0}
      />
      <ReportToolbar
        filters={props.filters}
        activeFilter={props.activeFilter}
        onFilterChange={props.onFilterChange}
        controls={controls}
        onControlsChange={setControls}
        batch={batch}
        onTestAll={() => batch.testAll(props.rows)}
        rawRows={props.rawRows}
        rawColumns={props.rawColumns}
        exportName={props.exportName}
      />
      <Typography variant="pi" textColor="neutral600">
        {t('report.showing', { shown: rows.length, total: props.rows.length })}
      </Typography>
      {rows.length === 0 && (
        <Panel flat testId="report-empty">
          <Typography textColor="neutral600">{t('report.empty')}</Typography>
        </Panel>
      )}
      <UrlTable
        rows={rows}
        outcomes={batch.outcomes}
        onSort={sortBy}
        onTest={(row) => void batch.testOne(row)}
      />
    </Flex>
  );
}
