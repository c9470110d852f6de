import { useRef } from 'react';
import { Box, EmptyStateLayout, Flex, Typography } from '@strapi/design-system';
import { ListSearch } from '../ListSearch';
import type { GraphqlOperationRow } from '@route-discovery/contract';
import { useEndpointList, type ListShape, type EndpointListProps } from '../../api/useEndpointList';
import { useT } from '../../hooks/useT';
import type { RouteAccess } from '../../lib/types';
import { AccessFilter } from '../exposure/AccessFilter';
import { ExportButtons } from '../ExportButtons';
import { ListPager } from '../ListPager';
import { errorStatus } from '../../lib/error-status';
import { GraphqlOperationTable } from './GraphqlOperationTable';

const FILTER_KEYS = ['access'] as const;

const OPERATIONS: ListShape = { list: 'graphql', rowsKey: 'operations', filterKeys: FILTER_KEYS };

/**
 * The GraphQL report, read a page at a time: the endpoint and the counts' totals, the access
 * filter, search and sort sent to the server, the operations of the page shown with their Test,
 * and the exports. A 404 means the GraphQL plugin is not installed.
 */
export function GraphqlReport({ endpoint, fetchJson, exportUrl }: EndpointListProps) {
  const t = useT();
  const paged = useEndpointList<GraphqlOperationRow>(OPERATIONS, endpoint, fetchJson);
  // The GraphQL path is in every answer's metadata; keep the last one while the next page loads.
  const shownEndpoint = paged.page?.metadata.graphql_endpoint;
  const lastEndpoint = useRef('');
  if (typeof shownEndpoint === 'string') lastEndpoint.current = shownEndpoint;
  const graphqlEndpoint = lastEndpoint.current;
  if (paged.error && errorStatus(paged.error) === 404) {
    return <EmptyStateLayout content={t('graphql.notInstalled')} />;
  }
  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      <Typography data-testid="graphql-summary">
        {t('graphql.summary', {
          endpoint: graphqlEndpoint,
          total: paged.counts?.total ?? '…',
          testable: paged.counts?.testable ?? '…',
        })}
      </Typography>
      <AccessFilter
        access={(paged.state.filters.access as RouteAccess | null) ?? null}
        onChange={(access) => paged.setFilter('access', access)}
      />
      <Box style={{ maxWidth: 420 }}>
        <ListSearch
          list={paged}
          name="search"
          labelId="graphql.search.label"
          placeholderId="graphql.search.placeholder"
        />
      </Box>
      <ExportButtons list="graphql" query={paged.exportSelection} exportUrl={exportUrl} />
      <ListPager list={paged} testId="graphql-pager" />
      <GraphqlOperationTable
        rows={paged.page?.rows ?? []}
        endpoint={graphqlEndpoint}
        sort={paged.state.sort}
        onSort={paged.setSort}
      />
    </Flex>
  );
}
