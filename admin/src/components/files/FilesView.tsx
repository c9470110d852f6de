import { useMemo, useState } from 'react';
import { Button, Checkbox, Flex, Table, Tbody, Th, Thead, Tr, Typography } from '@strapi/design-system';
import type { FilesEnvelope } from '@route-discovery/contract';
import { useT } from '../../hooks/useT';
import { TextCell } from '../TextCell';

const FILE_COLUMNS = ['name', 'url', 'size', 'mime', 'usage'] as const;
const MISSING_COLUMNS = ['document', 'field', 'target'] as const;

/** Props of the Files view: the whole-list answer, and how to export it as CSV (unused only or all). */
export interface FilesViewProps {
  envelope: FilesEnvelope;
  onExportCsv: (unusedOnly: boolean) => void;
}

/**
 * The Files page's body (issue 32 item 6): each upload file with its usage count from the reference
 * index, an unused-only switch, the unused files' count and total size, a CSV export, and the
 * references to files that no longer exist. Read only: there is no delete button.
 */
export function FilesView({ envelope, onExportCsv }: FilesViewProps) {
  const t = useT();
  const [unusedOnly, setUnusedOnly] = useState(false);
  const shown = useMemo(
    () => (unusedOnly ? envelope.files.filter((file) => file.usage_count === 0) : envelope.files),
    [envelope.files, unusedOnly],
  );
  const { unused_count, unused_size } = envelope.metadata;
  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      <Typography data-testid="files-totals">
        {t('files.totals', { total: envelope.metadata.total_count, unused: unused_count, size: unused_size })}
      </Typography>
      <Flex gap={4} wrap="wrap" alignItems="center">
        <Checkbox
          checked={unusedOnly}
          onCheckedChange={(checked: boolean) => setUnusedOnly(checked === true)}
        >
          {t('files.unusedOnly')}
        </Checkbox>
        <Button variant="tertiary" onClick={() => onExportCsv(unusedOnly)}>
          {t('export.csv')}
        </Button>
      </Flex>
      <Table colCount={FILE_COLUMNS.length} rowCount={shown.length + 1}>
        <Thead>
          <Tr>
            {FILE_COLUMNS.map((column) => (
              <Th key={column}>
                <Typography variant="sigma">{t(`files.column.${column}`)}</Typography>
              </Th>
            ))}
          </Tr>
        </Thead>
        <Tbody>
          {shown.map((file) => (
            <Tr key={file.id} data-testid="file-row">
              <TextCell>{file.name}</TextCell>
              <TextCell>{file.url}</TextCell>
              <TextCell>{t('files.size', { size: file.size })}</TextCell>
              <TextCell>{file.mime}</TextCell>
              <TextCell>{file.usage_count}</TextCell>
            </Tr>
          ))}
        </Tbody>
      </Table>
      <Typography variant="delta" tag="h2">
        {t('files.missing.title', { count: envelope.missing.length })}
      </Typography>
      {envelope.missing.length > 0 && (
        <Table colCount={MISSING_COLUMNS.length} rowCount={envelope.missing.length + 1}>
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
            {envelope.missing.map((row, index) => (
              <Tr key={index} data-testid="missing-row">
                <TextCell>{`${row.content_type} ${row.document_id}${row.locale ? ` (${row.locale})` : ''}`}</TextCell>
                <TextCell>{row.field_path}</TextCell>
                <TextCell>{row.target_url ?? `#${row.target_file_id ?? ''}`}</TextCell>
              </Tr>
            ))}
          </Tbody>
        </Table>
      )}
    </Flex>
  );
}
