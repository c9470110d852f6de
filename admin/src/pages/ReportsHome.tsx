import { useIntl } from 'react-intl';
import { useAsync } from '../api/useAsync';
import { useReportApi } from '../api/useReportApi';
import { useReportsData } from '../api/reports-data-context';
import { ReportFrame } from '../components/ReportFrame';
import { ReportsOverviewView } from '../components/nav/ReportsOverviewView';
import { useT } from '../hooks/useT';
import type { PlatformResponse, ReportConfig } from '../lib/types';

/**
 * The overview's figures: the summary the side navigation reads too (`ReportsDataProvider`, not
 * asked again) and the dependency warnings of `v1/platform` (an inventory of the app's packages,
 * not of its content), read once here.
 */
function OverviewContent({ config }: { config: ReportConfig }) {
  const t = useT();
  const { formatTime } = useIntl();
  const { fetchReport } = useReportApi();
  const shared = useReportsData();
  const platformPath = config.endpoints?.platform;
  const platform = useAsync(
    async () =>
      platformPath ? (await fetchReport<PlatformResponse>(platformPath)).platform.warnings.length : null,
    [fetchReport, platformPath],
  );
  const poll = shared?.summary;
  let status: string | undefined;
  if (!poll || poll.error) status = t('state.error');
  else if (poll.countingSince && !poll.summary)
    status = t('summary.counting', { since: formatTime(poll.countingSince) });
  else if (!poll.summary) status = t('state.loading');
  return <ReportsOverviewView summary={poll?.summary ?? null} warnings={platform.data} status={status} />;
}

/** The plugin's landing page: an overview with one card per report. */
export function ReportsHome() {
  return (
    <ReportFrame titleId="plugin.name" subtitleId="home.subtitle">
      {(config) => <OverviewContent config={config} />}
    </ReportFrame>
  );
}
