import { useEffect, useMemo, useState } from 'react';
import type { RedirectFormat } from '@route-discovery/contract';
import { useListApi } from '../api/useListApi';
import { useReportApi } from '../api/useReportApi';
import { MovedUrlsReport } from '../components/moved-urls/MovedUrlsReport';
import type { RedirectActions } from '../components/moved-urls/RedirectExports';
import { ReportFrame, type ReportEndpoints } from '../components/ReportFrame';

/**
 * Whether strapi-plugin-webtools is installed, as the server says it (`metadata.site_pages.webtools_installed`
 * of `v1/frontend-urls`, site-pages/webtools.ts); false until known or when the answer has none.
 */
function useWebtoolsInstalled(frontendEndpoint: string): boolean {
  const { fetchReport } = useReportApi();
  const [installed, setInstalled] = useState(false);
  useEffect(() => {
    let current = true;
    fetchReport<{ metadata?: { site_pages?: { webtools_installed?: boolean } } }>(frontendEndpoint, {
      page_size: '1',
    }).then(
      (answer) => current && setInstalled(answer?.metadata?.site_pages?.webtools_installed === true),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [fetchReport, frontendEndpoint]);
  return installed;
}

function MovedUrls({ endpoints }: { endpoints: ReportEndpoints }) {
  const { fetchJson } = useListApi();
  const { fetchReportText, postReport } = useReportApi();
  const webtools = useWebtoolsInstalled(endpoints.frontendUrls);
  const actions = useMemo<RedirectActions>(
    () => ({
      redirectText: (format: RedirectFormat) =>
        fetchReportText(`${endpoints.movedUrls}/redirects`, { format }),
      ...(webtools
        ? {
            createInWebtools: async () => {
              await postReport(`${endpoints.movedUrls}/webtools-redirects`);
            },
          }
        : {}),
    }),
    [fetchReportText, postReport, endpoints.movedUrls, webtools],
  );
  return (
    <MovedUrlsReport
      endpoint={endpoints.movedUrls}
      contentLinksEndpoint={endpoints.contentLinks}
      fetchJson={fetchJson}
      actions={actions}
    />
  );
}

/** Moved URLs: published website URLs that moved or went away, who still links to them, redirects. */
export function MovedUrlsPage() {
  return (
    <ReportFrame titleId="moved.title" subtitleId="moved.subtitle">
      {(_config, endpoints) => <MovedUrls endpoints={endpoints} />}
    </ReportFrame>
  );
}
