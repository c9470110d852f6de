import { useMemo } from 'react';
import {
  usePagedList,
  type ExportUrl,
  type FetchJson,
  type PagedSource,
  type PagedTable,
} from './usePagedList';

/** The props of a report that reads paged lists: the endpoint the report config names, the fetch and the export-URL functions. */
export interface EndpointListProps {
  endpoint: string;
  fetchJson: FetchJson;
  exportUrl: ExportUrl;
}

/** What a paged table reads, but for the endpoint: a constant of the table's module. */
export type ListShape = Omit<PagedSource, 'endpoint'>;

/**
 * `usePagedList` of a list at the endpoint the report config names: the source is built once per
 * endpoint, so the table's requests do not start again on every render. Every report table that
 * reads one paged list sets itself up with this.
 * @param shape a module constant (a new object each render would refetch)
 */
export function useEndpointList<Row>(
  shape: ListShape,
  endpoint: string,
  fetchJson: FetchJson,
): PagedTable<Row> {
  const source = useMemo<PagedSource>(() => ({ ...shape, endpoint }), [shape, endpoint]);
  return usePagedList<Row>(source, fetchJson);
}
