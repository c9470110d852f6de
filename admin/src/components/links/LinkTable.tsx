import { Link, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { useT } from '../../hooks/useT';
import type { LinkEntry } from '../../lib/links';
import { TextCell } from '../TextCell';

const COLUMNS = ['document', 'field', 'text', 'target', 'kind', 'outcome', 'edit'] as const;

/** The link occurrences: where each sits, where it points, what is known of it, and its edit view. */
export function LinkTable({ entries }: { entries: LinkEntry[] }) {
  const t = useT();
  return (
    <Table colCount={COLUMNS.length} rowCount={entries.length + 1}>
      <Thead>
        <Tr>
          {COLUMNS.map((column) => (
            <Th key={column}>
              <Typography variant="sigma">{t(`links.column.${column}`)}</Typography>
            </Th>
          ))}
        </Tr>
      </Thead>
      <Tbody>
        {entries.map(({ key, row, outcome, reason }) => (
          <Tr key={key} data-testid="link-row">
            <TextCell>{`${row.content_type} ${row.document_id}${row.locale ? ` (${row.locale})` : ''}`}</TextCell>
            <TextCell>{row.field_path}</TextCell>
            <TextCell>{row.link_text}</TextCell>
            <TextCell>{row.target}</TextCell>
            <TextCell>{row.kind}</TextCell>
            <Td>
              <Typography
                textColor={outcome === 'broken' || outcome === 'unreachable' ? 'danger600' : undefined}
              >
                {outcome ? `${outcome}${reason ? ` (${reason})` : ''}` : t('links.untested')}
              </Typography>
            </Td>
            <Td>
              <Link href={row.edit_url}>{t('links.edit')}</Link>
            </Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}
