import { Table, Tbody, Td, Tr, Typography } from '@strapi/design-system';
import type { ContentTypeExposure } from '../../lib/types';
import { TableHead } from '../TableHead';
import { TextCell } from '../TextCell';
import { useT } from '../../hooks/useT';

const list = (values: string[]) => (values.length ? values.join(', ') : '—');

/** Every content type with its public and authenticated actions, drafts and public fields. */
export function ContentTypeTable({ types }: { types: ContentTypeExposure[] }) {
  const t = useT();
  return (
    <Table colCount={6} rowCount={types.length + 1}>
      <TableHead
        labels={[
          t('exposure.column.uid'),
          t('exposure.column.publicActions'),
          t('exposure.column.authenticatedActions'),
          t('exposure.column.drafts'),
          t('exposure.column.publicFields'),
          t('exposure.column.sensitiveFields'),
        ]}
      />
      <Tbody>
        {types.map((type) => (
          <Tr key={type.uid} data-testid="exposure-type">
            <TextCell>{type.uid}</TextCell>
            <TextCell>{list(type.public_actions)}</TextCell>
            <TextCell>{list(type.authenticated_actions)}</TextCell>
            <Td>
              <Typography textColor={type.drafts_readable_anonymously ? 'danger600' : undefined}>
                {type.drafts_readable_anonymously ? t('platform.yes') : t('platform.no')}
              </Typography>
            </Td>
            <TextCell>{list(type.public_fields)}</TextCell>
            <Td>
              <Typography textColor={type.sensitive_fields.length ? 'danger600' : undefined}>
                {list(type.sensitive_fields)}
              </Typography>
            </Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}
