import { TableHead } from '../components/TableHead';
import { Badge, Box, Flex, Table, Tbody, Td, Tr, Typography } from '@strapi/design-system';
import { Panel } from '../components/Panel';
import { ConfigFrame } from '../components/ReportFrame';
import { useIntl } from 'react-intl';
import { useT } from '../hooks/useT';

/** Settings and diagnostics page. */
export function SettingsPage() {
  const t = useT();
  const { formatDate } = useIntl();
  // The lifecycle dates are calendar dates (`2026-01-31`, packages/contract metadata.ts): read in UTC.
  const day = (date: string | null) =>
    date ? formatDate(date, { dateStyle: 'medium', timeZone: 'UTC' }) : '—';
  return (
    <ConfigFrame titleId="settings.title" subtitleId="settings.subtitle">
      {(data) => (
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
      )}
    </ConfigFrame>
  );
}

export default SettingsPage;
