import { Badge, Box, Flex, Table, Tbody, Td, Tr, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { useT } from '../hooks/useT';
import type { ReportConfig } from '../lib/types';
import { Panel } from './Panel';
import { TableHead } from './TableHead';

/**
 * The settings page's body: each setting with its source and effective value, the environment,
 * whether the reports are on, the API versions and their lifecycle, the endpoints and a curl example
 * (`GET /route-discovery/report-config`).
 */
export function SettingsView({ data }: { data: ReportConfig }) {
  const t = useT();
  const { formatDate } = useIntl();
  // The lifecycle dates are calendar dates (`2026-01-31`, packages/contract metadata.ts): read in UTC.
  const day = (date: string | null) =>
    date ? formatDate(date, { dateStyle: 'medium', timeZone: 'UTC' }) : '—';
  return (
    <Flex direction="column" alignItems="stretch" gap={6}>
      <Panel>
        <Table colCount={4} rowCount={data.settings.length + 1}>
          <TableHead
            labels={[
              t('settings.column.setting'),
              t('settings.column.source'),
              t('settings.column.value'),
              t('settings.column.names'),
            ]}
          />
          <Tbody>
            {data.settings.map((setting) => (
              <Tr key={setting.envVar} data-testid={`setting-${setting.envVar}`}>
                <Td>
                  <Typography fontWeight="bold">{setting.name}</Typography>
                </Td>
                <Td>
                  <Badge>{t(`settings.source.${setting.source}`)}</Badge>
                </Td>
                <Td>
                  <Flex direction="column" alignItems="flex-start">
                    <Typography>{setting.value}</Typography>
                    {setting.warning && (
                      <Typography textColor="warning600" variant="pi">
                        {setting.warning}
                      </Typography>
                    )}
                  </Flex>
                </Td>
                <Td>
                  <Typography variant="pi">{`${setting.envVar} / ${setting.configKey}`}</Typography>
                </Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      </Panel>
      <Panel gap={2} alignItems="flex-start">
        <Typography data-testid="settings-environment">
          {t('settings.environment', { environment: data.environment })}
        </Typography>
        <Typography>
          {t(data.reportsEnabled ? 'settings.reportsEnabled' : 'settings.reportsDisabled')}
        </Typography>
        {data.versions.map((version) => (
          <Typography key={version.version}>
            {t('settings.version', {
              version: version.version,
              status: t(`settings.lifecycle.${version.lifecycle.status}`),
              deprecatedOn: day(version.lifecycle.deprecated_on),
              sunsetOn: day(version.lifecycle.sunset_on),
            })}
          </Typography>
        ))}
        {data.endpoints &&
          Object.values(data.endpoints).map((path) => (
            <Typography
              key={path}
              style={{ fontFamily: 'monospace' }}
              variant="pi"
            >{`GET ${path}`}</Typography>
          ))}
        {data.curlExample && (
          <Box padding={3} background="neutral100" hasRadius>
            <Typography style={{ fontFamily: 'monospace' }} variant="pi" data-testid="settings-curl">
              {data.curlExample}
            </Typography>
          </Box>
        )}
      </Panel>
    </Flex>
  );
}
