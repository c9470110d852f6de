import { Box } from '@strapi/design-system';
import { ReportFrame } from '../components/ReportFrame';
import { ReportLinks } from '../components/ReportLinks';
import { SummaryCounts } from '../components/SummaryCounts';

/** The plugin's landing page: the counts and links to each report. */
export function ReportsHome() {
  return (
    <ReportFrame titleId="plugin.name" subtitleId="home.subtitle">
      {(config) => (
        <Box padding={6} background="neutral0" hasRadius shadow="tableShadow">
          <SummaryCounts config={config} />
          <Box paddingTop={4}>
            <ReportLinks />
          </Box>
        </Box>
      )}
    </ReportFrame>
  );
}
