import { useContext, useMemo } from 'react';
import { useFetchClient } from '@strapi/strapi/admin';
import { createReportApi, type ReportApi } from './report-client';
import { ReportAccessContext } from './ReportAccess';

export type { ReportApi } from './report-client';

/**
 * The plugin's API for one mounted component (`createReportApi` over `useFetchClient`): the same
 * object for the component's lifetime; its requests end when it unmounts (the fetch client's abort
 * signal). Inside a report page (`ReportAccessProvider`) it signs with the page's report value;
 * elsewhere (the homepage widget) with one of its own.
 */
export function useReportApi(): ReportApi {
  const pageAccess = useContext(ReportAccessContext);
  const { get, post } = useFetchClient();
  return useMemo(() => createReportApi({ get, post }, pageAccess ?? undefined), [get, post, pageAccess]);
}
