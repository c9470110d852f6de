import { Box } from '@strapi/design-system';
import { useReportApi } from '../api/useReportApi';
import { Panel } from '../components/Panel';
import { ReportFrame } from '../components/ReportFrame';
import { ReportLinks } from '../components/ReportLinks';
import { SummaryCounts } from '../components/SummaryCounts';

/** The plugin's landing page: the counts and links to each report. */
export function ReportsHome() {
  const api = useReportApi();
  return (
    <ReportFrame titleId="plugin.name" subtitleId="home.subtitle">
      {(config) => (
        <Panel>
          <SummaryCounts config={config} api={api} />
          <Box paddingTop={4}>
            <ReportLinks />
          </Box>
        </Panel>
      )}
    </ReportFrame>
  );
}
