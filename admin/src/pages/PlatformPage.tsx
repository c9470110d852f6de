import { TableHead } from '../components/TableHead';
import { Badge, Box, Button, Flex, Table, Tbody, Td, Tr, Typography } from '@strapi/design-system';
import { Page, useNotification } from '@strapi/strapi/admin';
import { useAsync } from '../api/useAsync';
import { useReportApi } from '../api/useReportApi';
import { ErrorState, ReportFrame, type ReportEndpoints } from '../components/ReportFrame';
import { platformToMarkdown } from '../lib/markdown';
import type { PlatformResponse } from '../lib/types';
import { useT } from '../hooks/useT';

function Platform({ endpoints }: { endpoints: ReportEndpoints }) {
  const t = useT();
  const { toggleNotification } = useNotification();
  const { fetchReport } = useReportApi();
  const report = useAsync(
    () => fetchReport<PlatformResponse>(endpoints.platform),
    [fetchReport, endpoints.platform],
  );
  if (report.loading) return <Page.Loading />;
  if (report.error || !report.data) return <ErrorState message={t('state.error')} onRetry={report.retry} />;
  const { runtime, dependencies, warnings } = report.data.platform;

  const data = report.data;
  const copy = async () => {
    await navigator.clipboard.writeText(platformToMarkdown(data));
    toggleNotification({ type: 'success', message: t('platform.copied') });
  };

  return (
    <Flex direction="column" alignItems="stretch" gap={6}>
      <Flex justifyContent="flex-end">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('platform.copyMarkdown')}
        </Button>
      </Flex>
      <Box padding={6} background="neutral0" hasRadius shadow="tableShadow">
        <Typography variant="delta" tag="h2">
          {t('platform.runtime')}
        </Typography>
        <Table colCount={2} rowCount={Object.keys(runtime).length}>
          <Tbody>
            {Object.entries(runtime).map(([key, value]) => (
              <Tr key={key}>
                <Td>
                  <Typography fontWeight="bold">{key}</Typography>
                </Td>
                <Td>
                  <Typography data-testid={`runtime-${key}`}>{value}</Typography>
                </Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      </Box>
      <Box padding={6} background="neutral0" hasRadius shadow="tableShadow">
        <Flex direction="column" alignItems="stretch" gap={3}>
          <Typography variant="delta" tag="h2">
            {t('platform.dependencies')}
          </Typography>
          <Typography>
            {t('platform.source', {
              path: dependencies.source.path || '—',
              format: dependencies.source.format ?? t('platform.notConfigured'),
            })}
          </Typography>
          {warnings.length > 0 && (
            <Box padding={3} background="warning100" hasRadius data-testid="platform-warnings">
              {warnings.map((warning) => (
                <Typography key={warning} tag="p">
                  {warning}
                </Typography>
              ))}
            </Box>
          )}
          {dependencies.packages.length === 0 ? (
            <Typography textColor="neutral600">{t('platform.noPackages')}</Typography>
          ) : (
            <Table colCount={5} rowCount={dependencies.packages.length + 1}>
              <TableHead
                labels={[
                  t('platform.column.name'),
                  t('platform.column.declared'),
                  t('platform.column.installed'),
                  t('platform.column.satisfies'),
                  t('platform.column.kind'),
                ]}
              />
              <Tbody>
                {dependencies.packages.map((entry) => (
                  <Tr key={`${entry.name}:${entry.source_kind}:${entry.source_name}:${entry.specifier}`}>
                    <Td>
                      <Typography>{entry.name}</Typography>
                    </Td>
                    <Td>
                      <Typography>{entry.specifier}</Typography>
                    </Td>
                    <Td>
                      <Typography>{entry.installed_version || t('platform.notInstalled')}</Typography>
                    </Td>
                    <Td>
                      {entry.satisfies === true && (
                        <Badge backgroundColor="success100" textColor="success700">
                          {t('platform.yes')}
                        </Badge>
                      )}
                      {entry.satisfies === false && (
                        <Badge backgroundColor="danger100" textColor="danger700">
                          {t('platform.no')}
                        </Badge>
                      )}
                    </Td>
                    <Td>
                      <Typography>
                        {entry.source_name
                          ? `${entry.source_kind} (${entry.source_name})`
                          : entry.source_kind}
                      </Typography>
                    </Td>
                  </Tr>
                ))}
              </Tbody>
            </Table>
          )}
        </Flex>
      </Box>
    </Flex>
  );
}

/** Runtime versions and dependency inventory report. */
export function PlatformPage() {
  return (
    <ReportFrame titleId="platform.title" subtitleId="platform.subtitle">
      {(_config, endpoints) => <Platform endpoints={endpoints} />}
    </ReportFrame>
  );
}
