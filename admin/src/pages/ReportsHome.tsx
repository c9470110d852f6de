import { Box } from '@strapi/design-system';
import { Panel } from '../components/Panel';
import { ReportFrame } from '../components/ReportFrame';
import { ReportLinks } from '../components/ReportLinks';
import { SummaryCounts } from '../components/SummaryCounts';

/** The plugin's landing page: the counts and links to each report. */
export function ReportsHome() {
  return (
    <ReportFrame titleId="plugin.name" subtitleId="home.subtitle">
      {(config) => (
        <Panel>
          <SummaryCounts config={config} />
          <Box paddingTop={4}>
            <ReportLinks />
          </Box>
        </Panel>
      )}
    </ReportFrame>
  );
}
