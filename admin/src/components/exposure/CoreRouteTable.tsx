import { Table, Tbody, Tr } from '@strapi/design-system';
import type { CoreRoute } from '../../lib/types';
import { TableHead } from '../TableHead';
import { TextCell } from '../TextCell';
import { useT } from '../../hooks/useT';

/** Routes Strapi mounts outside the content API's role check (admin `auth: false`, MCP, OpenAPI), with their access. */
export function CoreRouteTable({ routes }: { routes: CoreRoute[] }) {
  const t = useT();
  return (
    <Table colCount={5} rowCount={routes.length + 1}>
      <TableHead
        labels={[
          t('report.column.method'),
          t('report.column.path'),
          t('exposure.column.api'),
          t('exposure.column.access'),
          t('exposure.column.note'),
        ]}
      />
      <Tbody>
        {routes.map((route) => (
          <Tr key={`${route.method} ${route.route}`} data-testid="exposure-core-route">
            <TextCell>{route.method}</TextCell>
            <TextCell>{route.route}</TextCell>
            <TextCell>{route.api}</TextCell>
            <TextCell>{t(`exposure.coreAccess.${route.access}`)}</TextCell>
            <TextCell>{route.note}</TextCell>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}
