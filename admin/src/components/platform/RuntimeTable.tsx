import { Table, Tbody, Td, Tr, Typography } from '@strapi/design-system';
import { useT } from '../../hooks/useT';
import type { PlatformResponse } from '../../lib/types';
import { Panel } from '../Panel';

/**
 * The runtime rows with labels a person reads ("Node.js", "Strapi", "Koa", "Database"), from the
 * translations `platform.runtime.<field>`; the JSON field names stay the API's.
 */
export function RuntimeTable({ runtime }: { runtime: PlatformResponse['platform']['runtime'] }) {
  const t = useT();
  return (
    <Panel title={t('platform.runtime')}>
      <Table colCount={2} rowCount={Object.keys(runtime).length}>
        <Tbody>
          {Object.entries(runtime).map(([key, value]) => (
            <Tr key={key}>
              <Td>
                <Typography fontWeight="bold">{t(`platform.runtime.${key}`)}</Typography>
              </Td>
              <Td>
                <Typography data-testid={`runtime-${key}`}>{value}</Typography>
              </Td>
            </Tr>
          ))}
        </Tbody>
      </Table>
    </Panel>
  );
}
