import { useState } from 'react';
import { Button, Flex, Table, Tbody, Td, Tr, Typography } from '@strapi/design-system';
import type { GraphqlOperationRow } from '@route-discovery/contract';
import { useT } from '../../hooks/useT';
import { testOperation, type GraphqlTestOutcome } from '../../lib/graphql-test';
import { SortableHead } from '../SortableHead';
import { TextCell } from '../TextCell';
import { ToneBadge } from '../ToneBadge';

type Outcome = GraphqlTestOutcome | 'running';

function OutcomeBadge({ outcome }: { outcome: Outcome | undefined }) {
  const t = useT();
  if (!outcome) return null;
  if (outcome === 'running') return <Typography variant="pi">{t('report.state.running')}</Typography>;
  return (
    <ToneBadge tone={outcome.passed ? 'success' : 'danger'}>
      {`${t(`report.state.${outcome.passed ? 'passed' : 'failed'}`)}: ${outcome.reason}`}
    </ToneBadge>
  );
}

/**
 * The GraphQL root fields of the page shown with their scope, access and testability, headers that
 * sort the list on the server (`SORT_KEYS.graphql`); each query has a Test button that sends its
 * document anonymously (`testOperation`).
 */
export function GraphqlOperationTable({
  rows,
  endpoint,
  sort,
  onSort,
}: {
  rows: GraphqlOperationRow[];
  endpoint: string;
  sort: string | null;
  onSort: (sort: string | null) => void;
}) {
  const t = useT();
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  const run = async (row: GraphqlOperationRow) => {
    const key = `${row.kind} ${row.operation}`;
    setOutcomes((previous) => ({ ...previous, [key]: 'running' }));
    const outcome = await testOperation(row, endpoint);
    setOutcomes((previous) => ({ ...previous, [key]: outcome }));
  };
  return (
    <Table colCount={6} rowCount={rows.length + 1}>
      <SortableHead
        columns={[
          { label: t('graphql.column.operation'), sortKey: 'operation' },
          { label: t('graphql.column.contentType'), sortKey: 'content_type' },
          { label: t('graphql.column.action') },
          { label: t('exposure.column.access'), sortKey: 'access' },
          { label: t('report.column.status') },
          { label: t('report.column.actions') },
        ]}
        sort={sort}
        onSort={onSort}
      />
      <Tbody>
        {rows.map((row) => {
          const key = `${row.kind} ${row.operation}`;
          return (
            <Tr key={key} data-testid="graphql-operation">
              <TextCell>{`${t(`graphql.kind.${row.kind}`)} ${row.operation}`}</TextCell>
              <TextCell>{row.content_type}</TextCell>
              <TextCell>{row.action || t('graphql.authFalse')}</TextCell>
              <TextCell>{t(`exposure.access.${row.access}`)}</TextCell>
              <Td>
                <Flex direction="column" alignItems="start" gap={1}>
                  <Typography variant="pi" textColor="neutral600">
                    {row.is_testable ? t('graphql.testable') : row.skip_reason}
                  </Typography>
                  <OutcomeBadge outcome={outcomes[key]} />
                </Flex>
              </Td>
              <Td>
                {row.document ? (
                  <Button
                    variant="tertiary"
                    size="S"
                    disabled={outcomes[key] === 'running'}
                    onClick={() => void run(row)}
                  >
                    {t('report.test')}
                  </Button>
                ) : null}
              </Td>
            </Tr>
          );
        })}
      </Tbody>
    </Table>
  );
}
