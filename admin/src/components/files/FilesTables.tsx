import { Table, Tbody, Th, Thead, Tr, Typography } from '@strapi/design-system';
import type { FileUsageRow, MissingFileReference } from '@route-discovery/contract';
import { useIntl } from 'react-intl';
import { useT } from '../../hooks/useT';
import { DocumentNameCell, FieldPlaceCell, namedDocumentOf } from '../DocumentName';
import { SortableHead } from '../SortableHead';
import { TextCell } from '../TextCell';

/** The files table's columns, with the server's sort key (`SORT_KEYS.files`) where it sorts by one. */
const FILE_COLUMNS = [
  { id: 'name', sortKey: 'name' },
  { id: 'url' },
  { id: 'size', sortKey: 'size' },
  { id: 'mime' },
  { id: 'usage', sortKey: 'usage_count' },
] as const;
const MISSING_COLUMNS = ['document', 'field', 'target'] as const;

/** One page of upload files with their usage count; the headers sort the list on the server. */
export function FilesTable({
  rows,
  sort,
  onSort,
}: {
  rows: FileUsageRow[];
  sort: string | null;
  onSort: (sort: string | null) => void;
}) {
  const t = useT();
  const { formatNumber } = useIntl();
  return (
    <Table colCount={FILE_COLUMNS.length} rowCount={rows.length + 1}>
      <SortableHead
        columns={FILE_COLUMNS.map((column) => ({
          label: t(`files.column.${column.id}`),
          sortKey: 'sortKey' in column ? column.sortKey : undefined,
        }))}
        sort={sort}
        onSort={onSort}
      />
      <Tbody>
        {rows.map((file) => (
          <Tr key={file.id} data-testid="file-row">
            <TextCell>{file.name}</TextCell>
            <TextCell>{file.url}</TextCell>
            <TextCell>{t('files.size', { size: file.size })}</TextCell>
            <TextCell>{file.mime}</TextCell>
            <TextCell>{formatNumber(file.usage_count)}</TextCell>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}

/**
 * One page of references to files that no longer exist (a media id or an `/uploads/` link), each
 * document by its title (`DocumentNameCell`) and each place by its edit-view label.
 */
export function MissingTable({ rows }: { rows: MissingFileReference[] }) {
  const t = useT();
  return (
    <Table colCount={MISSING_COLUMNS.length} rowCount={rows.length + 1}>
      <Thead>
        <Tr>
          {MISSING_COLUMNS.map((column) => (
            <Th key={column}>
              <Typography variant="sigma">{t(`files.missing.column.${column}`)}</Typography>
            </Th>
          ))}
        </Tr>
      </Thead>
      <Tbody>
        {rows.map((row, index) => (
          <Tr key={index} data-testid="missing-row">
            <DocumentNameCell document={namedDocumentOf(row)} />
            <FieldPlaceCell label={row.field_label} path={row.field_path} />
            <TextCell>{row.target_url ?? `#${row.target_file_id ?? ''}`}</TextCell>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}
