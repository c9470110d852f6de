import { Button, Table, Tbody, Td, Tr, Typography } from '@strapi/design-system';
import type { MovedUrlRow } from '@route-discovery/contract';
import { useIntl } from 'react-intl';
import { useT } from '../../hooks/useT';
import { DocumentName, DocumentNameCell, namedDocumentOf } from '../DocumentName';
import { TableHead } from '../TableHead';
import { TextCell, WRAPPING_CELL, WrappingTextCell } from '../TextCell';
import { namedCauseOf, redirectCheckOf, type MovedUrlAdminRow } from '../../lib/moved-urls';

/** The action, and the document it was taken on when that is not the page (a renamed category). */
function ActionCell({ row }: { row: MovedUrlAdminRow }) {
  const t = useT();
  const cause = namedCauseOf(row);
  return (
    <Td style={WRAPPING_CELL}>
      <Typography>{cause ? t('moved.actionOn', { action: row.action }) : row.action}</Typography>
      {cause ? <DocumentName document={cause} /> : null}
    </Td>
  );
}

const COLUMNS = ['old', 'new', 'document', 'when', 'action', 'linkedFrom', 'check'] as const;

/**
 * The recorded moves of the page shown: old URL, the page's URL now (or gone), the document (its
 * title linked to its edit view, `DocumentNameCell`), when and by which action (on which document,
 * named the same way, when another document's change moved it), how many published documents still link to the old URL
 * (a button opening their list), and the website's redirect check when the server gives one.
 */
export function MovedUrlTable({
  rows,
  openRow,
  onLinkedFrom,
}: {
  rows: MovedUrlAdminRow[];
  /** The id of the row whose linking documents are shown, or null. */
  openRow: number | null;
  onLinkedFrom: (row: MovedUrlRow) => void;
}) {
  const t = useT();
  const { formatDate, formatNumber } = useIntl();
  return (
    <Table colCount={COLUMNS.length} rowCount={rows.length + 1}>
      <TableHead labels={COLUMNS.map((column) => t(`moved.column.${column}`))} />
      <Tbody>
        {rows.map((row) => (
          <Tr key={row.id} data-testid="moved-row">
            <WrappingTextCell>{row.old_url}</WrappingTextCell>
            <WrappingTextCell>{row.new_url ?? t('moved.gone')}</WrappingTextCell>
            <DocumentNameCell document={namedDocumentOf(row)} />
            <TextCell>{formatDate(row.moved_at, { dateStyle: 'medium', timeStyle: 'short' })}</TextCell>
            <ActionCell row={row} />
            <Td>
              {row.linked_from > 0 ? (
                <Button
                  variant="tertiary"
                  size="S"
                  aria-expanded={openRow === row.id}
                  aria-label={t('moved.linkedFrom.show', { count: row.linked_from, url: row.old_url })}
                  onClick={() => onLinkedFrom(row)}
                >
                  {formatNumber(row.linked_from)}
                </Button>
              ) : (
                <Typography>{formatNumber(0)}</Typography>
              )}
            </Td>
            <TextCell>{redirectCheckOf(t, row)}</TextCell>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}
