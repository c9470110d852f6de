import { useMemo } from 'react';
import { Button, Flex, Loader, Typography } from '@strapi/design-system';
import { usePagedList, type ExportUrl, type FetchJson, type PagedSource } from '../../api/usePagedList';
import { useT } from '../../hooks/useT';
import type { StoredRun } from '../../lib/types';
import { ExportButtons } from '../ExportButtons';
import { ListPager } from '../ListPager';
import { Panel } from '../Panel';
import { RunsView } from './RunsView';

const FILTER_KEYS: readonly string[] = [];

/**
 * The CI runs, read a page at a time (`v1/runs?page_size=…`, newest first;
 * docs/decisions/0146-admin-pages-benchmark.md): the trend of the runs on the page shown, their
 * cards, the pager and the exports. Only the page shown is held, however many runs `runsKept`
 * keeps (up to `RUNS_KEPT_MAX`, each up to 128 KiB).
 */
export function RunsReport({
  endpoint,
  fetchJson,
  exportUrl,
}: {
  endpoint: string;
  fetchJson: FetchJson;
  exportUrl: ExportUrl;
}) {
  const t = useT();
  const source = useMemo<PagedSource>(
    () => ({ list: 'runs', endpoint, rowsKey: 'runs', filterKeys: FILTER_KEYS }),
    [endpoint],
  );
  const paged = usePagedList<StoredRun>(source, fetchJson);
  if (paged.error && !paged.page)
    return (
      <Panel flat testId="report-error">
        <Flex gap={3} alignItems="center">
          <Typography textColor="danger600">{t('state.error')}</Typography>
          <Button variant="secondary" onClick={paged.retry}>
            {t('state.retry')}
          </Button>
        </Flex>
      </Panel>
    );
  if (!paged.page) return <Loader>{t('state.loading')}</Loader>;
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
