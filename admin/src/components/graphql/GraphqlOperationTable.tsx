import { useState } from 'react';
import { Badge, Button, Flex, Table, Tbody, Td, Tr, Typography } from '@strapi/design-system';
import type { GraphqlOperationRow } from '@route-discovery/contract';
import { useT } from '../../hooks/useT';
import { testOperation, type GraphqlTestOutcome } from '../../lib/graphql-test';
import type { RouteAccess } from '../../lib/types';
import { filterByAccess } from '../../lib/exposure';
import { AccessFilter } from '../exposure/AccessFilter';
import { TableHead } from '../TableHead';
import { TextCell } from '../TextCell';

type Outcome = GraphqlTestOutcome | 'running';

function OutcomeBadge({ outcome }: { outcome: Outcome | undefined }) {
  const t = useT();
  if (!outcome) return null;
  if (outcome === 'running') return <Typography variant="pi">{t('report.state.running')}</Typography>;
  const color = outcome.passed ? 'success' : 'danger';
  return (
    <Badge backgroundColor={`${color}100`} textColor={`${color}700`}>
      {`${t(`report.state.${outcome.passed ? 'passed' : 'failed'}`)}: ${outcome.reason}`}
    </Badge>
  );
}

/**
 * Every GraphQL root field with its scope, access and testability, filterable by access; each
 * query has a Test button that sends its document anonymously (`testOperation`).
 */
export function GraphqlOperationTable({ rows, endpoint }: { rows: GraphqlOperationRow[]; endpoint: string }) {
  const t = useT();
  const [access, setAccess] = useState<RouteAccess | null>(null);
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  const shown = filterByAccess(rows, access);
  const run = async (row: GraphqlOperationRow) => {
    const key = `${row.kind} ${row.operation}`;
    setOutcomes((previous) => ({ ...previous, [key]: 'running' }));
    const outcome = await testOperation(row, endpoint);
    setOutcomes((previous) => ({ ...previous, [key]: outcome }));
  };
  return (
    <Flex direction="column" alignItems="stretch" gap={3}>
      <AccessFilter access={access} onChange={setAccess} />
      <Typography data-testid="graphql-shown">
        {t('graphql.showing', { shown: shown.length, total: rows.length })}
      </Typography>
      <Table colCount={6} rowCount={shown.length + 1}>
        <TableHead
          labels={[
            t('graphql.column.operation'),
            t('graphql.column.contentType'),
            t('graphql.column.action'),
            t('exposure.column.access'),
            t('report.column.status'),
            t('report.column.actions'),
          ]}
        />
        <Tbody>
          {shown.map((row) => {
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
    </Flex>
  );
}
