import { Flex, Table, Tbody, Td, Tr, Typography } from '@strapi/design-system';
import { useEndpointList, type ListShape } from '../../api/useEndpointList';
import type { FetchJson } from '../../api/usePagedList';
import type { ContentTypeExposure } from '../../lib/types';
import { ListPager } from '../ListPager';
import { SortableHead } from '../SortableHead';
import { TextCell } from '../TextCell';
import { useT } from '../../hooks/useT';

const list = (values: string[]) => (values.length ? values.join(', ') : '—');
const FILTER_KEYS: readonly string[] = [];
/** `GET v1/exposure?list=content_types`, a page at a time; its URL params start `types_`. */
const TYPES: ListShape = {
  list: 'exposure-content-types',
  rowsKey: 'content_types',
  filterKeys: FILTER_KEYS,
  fixed: { list: 'content_types' },
  prefix: 'types_',
};

/**
 * Every content type (its display name, the UID beneath) with its public and authenticated
 * actions, drafts and public fields, a page at a time.
 */
export function ContentTypeTable({ endpoint, fetchJson }: { endpoint: string; fetchJson: FetchJson }) {
  const t = useT();
  const paged = useEndpointList<ContentTypeExposure>(TYPES, endpoint, fetchJson);
  const types = paged.page?.rows ?? [];
  return (
    <Flex direction="column" alignItems="stretch" gap={3}>
      <ListPager list={paged} testId="exposure-types-pager" />
      <Table colCount={6} rowCount={types.length + 1}>
        <SortableHead
          columns={[
            { label: t('exposure.column.uid'), sortKey: 'uid' },
            { label: t('exposure.column.publicActions') },
            { label: t('exposure.column.authenticatedActions') },
            { label: t('exposure.column.drafts') },
            { label: t('exposure.column.publicFields') },
            { label: t('exposure.column.sensitiveFields') },
          ]}
          sort={paged.state.sort}
          onSort={paged.setSort}
        />
        <Tbody>
          {types.map((type) => (
            <Tr key={type.uid} data-testid="exposure-type">
              <Td>
                <Typography>{type.content_type_name}</Typography>
                <Typography tag="p" variant="pi" textColor="neutral600" data-testid="exposure-type-uid">
                  {type.uid}
                </Typography>
              </Td>
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
    </Flex>
  );
}
