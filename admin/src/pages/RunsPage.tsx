import { useListApi } from '../api/useListApi';
import { ReportFrame, type ReportEndpoints } from '../components/ReportFrame';
import { RunsReport } from '../components/runs/RunsReport';

function Runs({ endpoints }: { endpoints: ReportEndpoints }) {
  const { fetchJson, exportUrl } = useListApi();
  return <RunsReport endpoint={endpoints.runs} fetchJson={fetchJson} exportUrl={exportUrl} />;
}

/** CI runs published by `route-discovery smoke --publish`, a page at a time: trend, verdicts, failures, CI job links. */
export function RunsPage() {
  return (
    <ReportFrame titleId="runs.title" subtitleId="runs.subtitle">
      {(_config, endpoints) => <Runs endpoints={endpoints} />}
    </ReportFrame>
  );
}
