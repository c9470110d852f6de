import { useMonitorApi } from '../api/useMonitorApi';
import { ReportFrame, type ReportEndpoints } from '../components/ReportFrame';
import { MonitorView } from '../components/monitor/MonitorView';

function Monitoring({ endpoints }: { endpoints: ReportEndpoints }) {
  // The reports open to interactive super admins only (the report config answers 403 to others),
  // and "Check now" is behind that same gate on the server (decision 0227), so whoever sees the
  // page may start a run.
  return <MonitorView api={useMonitorApi(endpoints.runs)} canStart />;
}

/** The monitor: schedule, run in progress, broken and recovered over time, watched URLs, history. */
export function MonitoringPage() {
  return (
    <ReportFrame titleId="monitor.title" subtitleId="monitor.subtitle">
      {(_config, endpoints) => <Monitoring endpoints={endpoints} />}
    </ReportFrame>
  );
}
