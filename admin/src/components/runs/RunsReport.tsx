import { useEndpointList, type ListShape, type EndpointListProps } from '../../api/useEndpointList';
import type { StoredRun } from '../../lib/types';
import { ExportButtons } from '../ExportButtons';
import { ListPager } from '../ListPager';
import { ListStatus } from '../ListStatus';
import { RunsView } from './RunsView';

const RUNS: ListShape = { list: 'runs', rowsKey: 'runs', filterKeys: [] };

/**
 * The CI runs, read a page at a time (`v1/runs?page_size=…`, newest first;
 * docs/decisions/0146-admin-pages-benchmark.md): the trend of the runs on the page shown, their
 * cards, the pager and the exports. Only the page shown is held, however many runs `runsKept`
 * keeps (up to `RUNS_KEPT_MAX`, each up to 128 KiB).
 */
export function RunsReport({ endpoint, fetchJson, exportUrl }: EndpointListProps) {
  const paged = useEndpointList<StoredRun>(RUNS, endpoint, fetchJson);
  if (!paged.page) return <ListStatus list={paged} />;
  return (
    <RunsView
      runs={paged.page.rows}
      controls={
        <>
          <ExportButtons list="runs" query={paged.exportSelection} exportUrl={exportUrl} />
          <ListPager list={paged} testId="runs-pager" />
        </>
      }
    />
  );
}
