import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { Page, useNotification } from '@strapi/strapi/admin';
import { useAsync } from '../api/useAsync';
import { useReportApi } from '../api/useReportApi';
import { Panel } from '../components/Panel';
import { DependencyTable } from '../components/platform/DependencyTable';
import { RuntimeTable } from '../components/platform/RuntimeTable';
import { SbomExportButton } from '../components/platform/SbomExportButton';
import { ErrorState, ReportFrame, type ReportEndpoints } from '../components/ReportFrame';
import { platformToMarkdown } from '../lib/markdown';
import type { PlatformResponse } from '../lib/types';
import { useT } from '../hooks/useT';

function Platform({ endpoints }: { endpoints: ReportEndpoints }) {
  const t = useT();
  const { toggleNotification } = useNotification();
  const { fetchReport, fetchReportText } = useReportApi();
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
      <Flex justifyContent="flex-end" gap={2}>
        <SbomExportButton
          fetchSbom={() => fetchReportText(endpoints.platform, { format: 'cyclonedx' })}
          onDone={() => toggleNotification({ type: 'success', message: t('platform.sbomExported') })}
          onError={() => toggleNotification({ type: 'danger', message: t('platform.sbomFailed') })}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {t('platform.copyMarkdown')}
        </Button>
      </Flex>
      <RuntimeTable runtime={runtime} />
      <Panel title={t('platform.dependencies')} gap={3}>
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
          <DependencyTable packages={dependencies.packages} />
        )}
      </Panel>
    </Flex>
  );
}

/** Runtime versions, dependency inventory with plugin compatibility, and the CycloneDX SBOM export. */
export function PlatformPage() {
  return (
    <ReportFrame titleId="platform.title" subtitleId="platform.subtitle">
      {(_config, endpoints) => <Platform endpoints={endpoints} />}
    </ReportFrame>
  );
}
