import { Box, Flex, Table, Tbody, Tr } from '@strapi/design-system';
import { ListSearch } from '../ListSearch';
import { useEndpointList, type ListShape, type EndpointListProps } from '../../api/useEndpointList';
import type { ExposureRoute, RouteAccess } from '../../lib/types';
import { ExportButtons } from '../ExportButtons';
import { ListPager } from '../ListPager';
import { SortableHead } from '../SortableHead';
import { TextCell } from '../TextCell';
import { AccessFilter } from './AccessFilter';
import { useT } from '../../hooks/useT';

const FILTER_KEYS = ['access'] as const;
/** `GET v1/exposure?list=routes` answers the routes a page at a time; its URL params start `routes_`. */
const ROUTES: ListShape = {
  list: 'exposure-routes',
  rowsKey: 'routes',
  filterKeys: FILTER_KEYS,
  fixed: { list: 'routes' },
  prefix: 'routes_',
};

/**
 * Every content-API route with who may call it, read a page at a time (`?list=routes`): the access
 * filter, search and sort run on the server.
 */
export function RouteAccessTable({ endpoint, fetchJson, exportUrl }: EndpointListProps) {
  const t = useT();
  const paged = useEndpointList<ExposureRoute>(ROUTES, endpoint, fetchJson);
  const routes = paged.page?.rows ?? [];
  return (
    <Flex direction="column" alignItems="stretch" gap={3}>
      <AccessFilter
        access={(paged.state.filters.access as RouteAccess | null) ?? null}
        onChange={(access) => paged.setFilter('access', access)}
      />
      <Box style={{ maxWidth: 420 }}>
        <ListSearch
          list={paged}
          name="routes-search"
          labelId="exposure.routes.search"
          placeholderId="exposure.routes.search"
        />
      </Box>
      <ExportButtons list="exposure-routes" query={paged.exportSelection} exportUrl={exportUrl} />
      <ListPager list={paged} testId="exposure-routes-pager" />
      <Table colCount={5} rowCount={routes.length + 1}>
        <SortableHead
          columns={[
            { label: t('report.column.method'), sortKey: 'method' },
            { label: t('report.column.path'), sortKey: 'path' },
            { label: t('report.column.handler'), sortKey: 'handler' },
            { label: t('exposure.column.access'), sortKey: 'access' },
            { label: t('exposure.column.roles') },
          ]}
          sort={paged.state.sort}
          onSort={paged.setSort}
        />
        <Tbody>
          {routes.map((route) => (
            <Tr key={`${route.method} ${route.route} ${route.handler}`} data-testid="exposure-route">
              <TextCell>{route.method}</TextCell>
              <TextCell>{route.route}</TextCell>
              <TextCell>{route.handler}</TextCell>
              <TextCell>
                {t(`exposure.access.${route.access}`)}
                {route.auth_disabled ? ` (${t('exposure.authDisabled')})` : ''}
                {route.guarded_by?.length
                  ? ` (${t('exposure.guardedBy', { names: route.guarded_by.join(', ') })})`
                  : ''}
              </TextCell>
              <TextCell>{route.roles.join(', ')}</TextCell>
            </Tr>
          ))}
        </Tbody>
      </Table>
    </Flex>
  );
}
