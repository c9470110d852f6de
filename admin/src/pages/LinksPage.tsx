import { useListApi } from '../api/useListApi';
import { LinksReport } from '../components/links/LinksReport';
import { ReportFrame, type ReportEndpoints } from '../components/ReportFrame';

function Links({ endpoints }: { endpoints: ReportEndpoints }) {
  const { fetchJson, exportUrl } = useListApi();
  return (
    <LinksReport
      endpoint={endpoints.contentLinks}
      origin={window.location.origin}
      fetchJson={fetchJson}
      exportUrl={exportUrl}
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
