import { useMemo } from 'react';
import { Box, Flex, Typography } from '@strapi/design-system';
import { ListSearch } from '../ListSearch';
import { usePagedList, type ExportUrl, type FetchJson, type PagedSource } from '../../api/usePagedList';
import { usePagedTestAll, type RowTester } from '../../hooks/usePagedTestAll';
import { useT } from '../../hooks/useT';
import { createLinkTester } from '../../lib/link-test';
import { isFailingLink, linkEntries, type ContentLinkRow, type LinkEntry } from '../../lib/links';
import { ExportButtons } from '../ExportButtons';
import { ListPager } from '../ListPager';
import { Panel } from '../Panel';
import { TestAllControls } from '../TestAllControls';
import { LINK_FILTER_KEYS, LinkFilterBar } from './LinkFilters';
import { LinkTable, type KnownLink } from './LinkTable';
import { useMonitoredLinks, type MonitoredOf } from './useMonitoredLinks';

/** Links tested at once; the engine's `HostLimiter` in `createLinkTester` paces each host. */
const LINK_TEST_CONCURRENCY = 4;

const RUNNING: KnownLink = { outcome: 'running', reason: '' };

/**
 * The Links report, read a page at a time from the server: filters (with the counts' numbers),
 * search and sort sent to the server, Test all walking every page with the check engine the CLI
 * uses (one host at a time; links decided offline are not requested), and server-streamed exports.
 * With `monitoredOf`, each external link the monitor holds as broken or failing says since when.
 */
export function LinksReport({
  endpoint,
  origin,
  fetchJson,
  exportUrl,
  monitoredOf,
}: {
  endpoint: string;
  origin: string;
  fetchJson: FetchJson;
  exportUrl: ExportUrl;
  monitoredOf?: MonitoredOf;
}) {
  const t = useT();
  const source = useMemo<PagedSource>(
    () => ({ list: 'content-links', endpoint, rowsKey: 'links', filterKeys: LINK_FILTER_KEYS }),
    [endpoint],
  );
  const paged = usePagedList<ContentLinkRow>(source, fetchJson);
  const tester = useMemo<RowTester<LinkEntry, KnownLink>>(() => {
    const test = createLinkTester(origin);
    return {
      rowsOf: (raw) => linkEntries(raw as ContentLinkRow[]),
      keyOf: (entry) => entry.key,
      // A link decided offline (broken, a published document) keeps that outcome: no request.
      test: async (entry) => (entry.outcome ? entry : test(entry.row)),
      passed: (known) => known.outcome !== 'running' && !isFailingLink(known.outcome),
      failure: (error) => ({ outcome: 'unreachable', reason: error instanceof Error ? error.message : '' }),
      running: RUNNING,
      concurrency: LINK_TEST_CONCURRENCY,
    };
  }, [origin]);
  const batch = usePagedTestAll(source, fetchJson, paged.selection, tester, paged.counts?.testable ?? null);
  const entries = useMemo(() => linkEntries(paged.page?.rows ?? []), [paged.page]);
  const monitored = useMonitoredLinks(entries, monitoredOf);

  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      <LinkFilterBar filters={paged.state.filters} counts={paged.counts} onChange={paged.setFilter} />
      <Box style={{ maxWidth: 420 }}>
        <ListSearch
          list={paged}
          name="search"
          labelId="links.search.label"
          placeholderId="links.search.placeholder"
        />
      </Box>
      <Flex gap={2} wrap="wrap" alignItems="center">
        <TestAllControls batch={batch} labelId="links.test" />
        <ExportButtons list="content-links" query={paged.exportSelection} exportUrl={exportUrl} />
      </Flex>
      <ListPager list={paged} testId="links-pager" />
      {paged.error ? (
        <Panel flat testId="report-error">
          <Typography textColor="danger600">{t('state.error')}</Typography>
        </Panel>
      ) : null}
      <LinkTable
        entries={entries}
        knownOf={batch.outcomeOf}
        monitored={monitored}
        sort={paged.state.sort}
        onSort={paged.setSort}
      />
    </Flex>
  );
}
