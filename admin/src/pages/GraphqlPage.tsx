import { useListApi } from '../api/useListApi';
import { GraphqlReport } from '../components/graphql/GraphqlReport';
import { ReportFrame, type ReportEndpoints } from '../components/ReportFrame';

function Graphql({ endpoints }: { endpoints: ReportEndpoints }) {
  const { fetchJson, exportUrl } = useListApi();
  return <GraphqlReport endpoint={endpoints.graphql} fetchJson={fetchJson} exportUrl={exportUrl} />;
}

/** GraphQL report: every root query and mutation with its scope, access and a Test per query. */
export function GraphqlPage() {
  return (
    <ReportFrame titleId="graphql.title" subtitleId="graphql.subtitle">
      {(_config, endpoints) => <Graphql endpoints={endpoints} />}
    </ReportFrame>
  );
}
