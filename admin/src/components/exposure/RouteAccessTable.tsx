import { useState } from 'react';
import { Flex, Table, Tbody, Tr, Typography } from '@strapi/design-system';
import { filterByAccess } from '../../lib/exposure';
import type { ExposureRoute, RouteAccess } from '../../lib/types';
import { AccessFilter } from './AccessFilter';
import { TableHead } from '../TableHead';
import { TextCell } from '../TextCell';
import { useT } from '../../hooks/useT';

/** Every content-API route with who may call it, filterable by access. */
export function RouteAccessTable({ routes }: { routes: ExposureRoute[] }) {
  const t = useT();
  const [access, setAccess] = useState<RouteAccess | null>(null);
  const shown = filterByAccess(routes, access);
  return (
    <Flex direction="column" alignItems="stretch" gap={3}>
      <AccessFilter access={access} onChange={setAccess} />
      <Typography data-testid="exposure-routes-shown">
        {t('exposure.routes.showing', { shown: shown.length, total: routes.length })}
      </Typography>
      <Table colCount={5} rowCount={shown.length + 1}>
        <TableHead
          labels={[
            t('report.column.method'),
            t('report.column.path'),
            t('report.column.handler'),
            t('exposure.column.access'),
            t('exposure.column.roles'),
          ]}
        />
        <Tbody>
          {shown.map((route) => (
            <Tr key={`${route.method} ${route.route} ${route.handler}`} data-testid="exposure-route">
              <TextCell>{route.method}</TextCell>
              <TextCell>{route.route}</TextCell>
              <TextCell>{route.handler}</TextCell>
              <TextCell>
                {t(`exposure.access.${route.access}`)}
                {route.auth_disabled ? ` (${t('exposure.authDisabled')})` : ''}
                {route.guarded_by?.length
                  ? ` (${t('exposure.guardedBy', { names: route.guarded_by.join(', ') })})`
                  : ''}
              </TextCell>
              <TextCell>{route.roles.join(', ')}</TextCell>
            </Tr>
          ))}
        </Tbody>
      </Table>
    </Flex>
  );
}
