import { Flex, Table, Tbody, Td, Tr } from '@strapi/design-system';
import { TableHead } from '../TableHead';
import { TextCell } from '../TextCell';
import { useT } from '../../hooks/useT';
import type { DependencyEntry } from '../../lib/types';
import { VerdictBadge } from './VerdictBadge';

/** The declared dependencies with their installed version, range verdict and, for Strapi plugins, compatibility. */
export function DependencyTable({ packages }: { packages: DependencyEntry[] }) {
  const t = useT();
  return (
    <Table colCount={6} rowCount={packages.length + 1}>
      <TableHead
        labels={[
          t('platform.column.name'),
          t('platform.column.declared'),
          t('platform.column.installed'),
          t('platform.column.satisfies'),
          t('platform.column.compatible'),
          t('platform.column.kind'),
        ]}
      />
      <Tbody>
        {packages.map((entry) => (
          <Tr key={`${entry.name}:${entry.source_kind}:${entry.source_name}:${entry.specifier}`}>
            <TextCell>{entry.name}</TextCell>
            <TextCell>{entry.specifier}</TextCell>
            <TextCell>{entry.installed_version || t('platform.notInstalled')}</TextCell>
            <Td>
              <VerdictBadge verdict={entry.satisfies} />
            </Td>
            <Td>
              <Flex gap={1} data-testid={`compatibility-${entry.name}`}>
                <VerdictBadge verdict={entry.strapi_compatible} label="platform.compatible.strapi" />
                <VerdictBadge verdict={entry.node_compatible} label="platform.compatible.node" />
              </Flex>
            </Td>
            <TextCell>
              {entry.source_name
                ? `${t(`platform.kind.${entry.source_kind}`)} (${entry.source_name})`
                : t(`platform.kind.${entry.source_kind}`)}
            </TextCell>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}
