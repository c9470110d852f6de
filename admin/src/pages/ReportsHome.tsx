import { Box } from '@strapi/design-system';
import { useReportApi } from '../api/useReportApi';
import { Panel } from '../components/Panel';
import { ReportFrame } from '../components/ReportFrame';
import { ReportLinks } from '../components/ReportLinks';
import { SummaryCounts } from '../components/SummaryCounts';
import type { ReportConfig } from '../lib/types';

/** The counts and report links, inside the frame so they read with the page's signed value. */
function HomeContent({ config }: { config: ReportConfig }) {
  const api = useReportApi();
  return (
    <Panel>
      <SummaryCounts config={config} api={api} />
      <Box paddingTop={4}>
        <ReportLinks />
      </Box>
    </Panel>
  );
}

/** The plugin's landing page: the counts and links to each report. */
export function ReportsHome() {
  return (
    <ReportFrame titleId="plugin.name" subtitleId="home.subtitle">
      {(config) => <HomeContent config={config} />}
    </ReportFrame>
  );
}
