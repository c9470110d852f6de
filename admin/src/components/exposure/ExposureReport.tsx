import { Flex } from '@strapi/design-system';
import type { ExportUrl, FetchJson } from '../../api/usePagedList';
import type { ExposureResponse } from '../../lib/types';
import { SeverityChart } from '../charts/SeverityChart';
import { Panel } from '../Panel';
import { ContentTypeTable } from './ContentTypeTable';
import { CoreRouteTable } from './CoreRouteTable';
import { FindingsList } from './FindingsList';
import { RouteAccessTable } from './RouteAccessTable';
import { useT } from '../../hooks/useT';

/**
 * The exposure report's sections: findings, routes by access and content types (each table read a
 * page at a time from `endpoint?list=...`), and the core routes outside the role check when the
 * server reports them (`core_routes` is additive).
 */
export function ExposureReport({
  report,
  endpoint,
  fetchJson,
  exportUrl,
}: {
  report: ExposureResponse;
  endpoint: string;
  fetchJson: FetchJson;
  exportUrl: ExportUrl;
}) {
  const t = useT();
  const section = (titleId: string, content: JSX.Element) => (
    <Panel title={t(titleId)} gap={4}>
      {content}
    </Panel>
  );
  return (
    <Flex direction="column" alignItems="stretch" gap={6}>
      {section(
        'exposure.findings',
        <>
          <SeverityChart findings={report.findings} />
          <FindingsList findings={report.findings} />
        </>,
      )}
      {section(
        'exposure.routes',
        <RouteAccessTable endpoint={endpoint} fetchJson={fetchJson} exportUrl={exportUrl} />,
      )}
      {section('exposure.contentTypes', <ContentTypeTable endpoint={endpoint} fetchJson={fetchJson} />)}
      {report.core_routes.length > 0
        ? section('exposure.coreRoutes', <CoreRouteTable routes={report.core_routes} />)
        : null}
    </Flex>
  );
}
