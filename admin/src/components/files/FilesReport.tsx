import { useState } from 'react';
import { Box, Button, Checkbox, Flex, Typography } from '@strapi/design-system';
import type { FileUsageRow, MissingFileReference } from '@route-discovery/contract';
import { useEndpointList, type ListShape, type EndpointListProps } from '../../api/useEndpointList';
import { useT } from '../../hooks/useT';
import { busyButtonProps } from '../../lib/busy-button';
import { navigateToDownload } from '../../lib/export';
import { ListPager } from '../ListPager';
import { ListSearch } from '../ListSearch';
import { ListStatus } from '../ListStatus';
import { FilesTable, MissingTable } from './FilesTables';

/** The files list: `filter=unused` kept in the URL as `filter`. */
const FILES: ListShape = { list: 'files', rowsKey: 'files', filterKeys: ['filter'] };
/** The missing-file references (`list=missing`), their paging kept in the URL under `missing_`. */
const MISSING: ListShape = {
  list: 'files-missing',
  rowsKey: 'missing',
  filterKeys: [],
  fixed: { list: 'missing' },
  prefix: 'missing_',
};

/** The totals `v1/files` answers in every page's metadata (SQL aggregates over all files). */
interface FileTotals {
  total_count?: number;
  unused_count?: number;
  unused_size?: number;
}

/**
 * The Files page's body (issue 32 item 6; docs/decisions/0147-files-page-in-pages.md): the upload
 * files with their usage count and the references to files that no longer exist, each a paged
 * table read from `v1/files` a page at a time (page, filter and search in the URL), the unused
 * totals from the server, and a CSV export the server streams. Read only: no delete button.
 */
export function FilesReport({ endpoint, fetchJson, exportUrl }: EndpointListProps) {
  const t = useT();
  const files = useEndpointList<FileUsageRow>(FILES, endpoint, fetchJson);
  const missing = useEndpointList<MissingFileReference>(MISSING, endpoint, fetchJson);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const unusedOnly = files.state.filters.filter === 'unused';
  const totals = (files.page?.metadata ?? {}) as FileTotals;
  const exportCsv = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      navigateToDownload(await exportUrl('files', files.exportSelection, 'csv'));
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      {files.page && (
        <Typography data-testid="files-totals">
          {t('files.totals', {
            total: totals.total_count ?? 0,
            unused: totals.unused_count ?? 0,
            size: totals.unused_size ?? 0,
          })}
        </Typography>
      )}
      <Flex gap={4} wrap="wrap" alignItems="center">
        <Checkbox
          checked={unusedOnly}
          onCheckedChange={(checked: boolean) =>
            files.setFilter('filter', checked === true ? 'unused' : null)
          }
        >
          {t('files.unusedOnly')}
        </Checkbox>
        <Button variant="tertiary" {...busyButtonProps(exporting, () => void exportCsv())}>
          {t('export.csv')}
        </Button>
        {exportFailed && (
          <Typography textColor="danger600" role="alert">
            {t('export.failed')}
          </Typography>
        )}
      </Flex>
      <Box style={{ maxWidth: 420 }}>
        <ListSearch
          list={files}
          name="files-search"
          labelId="files.search.label"
          placeholderId="files.search.placeholder"
        />
      </Box>
      <ListPager list={files} testId="files-pager" />
      {files.page ? (
        <FilesTable rows={files.page.rows} sort={files.state.sort} onSort={files.setSort} />
      ) : (
        <ListStatus list={files} />
      )}
      <Typography variant="delta" tag="h2">
        {t('files.missing.title', { count: missing.counts?.total ?? missing.page?.rows.length ?? 0 })}
      </Typography>
      {!missing.page ? (
        <ListStatus list={missing} />
      ) : (
        (missing.page.rows.length > 0 || missing.pageNumber > 1) && (
          <>
            <ListPager list={missing} testId="files-missing-pager" />
            <MissingTable rows={missing.page.rows} />
          </>
        )
      )}
    </Flex>
  );
}
