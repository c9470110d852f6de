import { useCallback } from 'react';
import { useListApi } from '../api/useListApi';
import { useMonitorApi } from '../api/useMonitorApi';
import { LinksReport } from '../components/links/LinksReport';
import { ReportFrame, type ReportEndpoints } from '../components/ReportFrame';

function Links({ endpoints }: { endpoints: ReportEndpoints }) {
  const { fetchJson, exportUrl } = useListApi();
  const { targetsOf } = useMonitorApi(endpoints.runs);
  const monitoredOf = useCallback(async (urls: string[]) => (await targetsOf(urls)).targets, [targetsOf]);
  return (
    <LinksReport
      endpoint={endpoints.contentLinks}
      origin={window.location.origin}
      fetchJson={fetchJson}
      exportUrl={exportUrl}
      monitoredOf={monitoredOf}
    />
  );
}

/** Links report: every link inside published content, where it sits and whether it works. */
export function LinksPage() {
  return (
    <ReportFrame titleId="links.title" subtitleId="links.subtitle">
      {(_config, endpoints) => <Links endpoints={endpoints} />}
    </ReportFrame>
  );
}
