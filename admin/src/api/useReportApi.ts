import { useMemo } from 'react';
import { useFetchClient } from '@strapi/strapi/admin';
import { createReportApi, type ReportApi } from './report-client';

export type { ReportApi } from './report-client';

/**
 * The plugin's API for one mounted component (`createReportApi` over `useFetchClient`): the same
 * object, and so the same signed value, for the component's lifetime; requests end when it
 * unmounts (the fetch client's abort signal).
 */
export function useReportApi(): ReportApi {
  const { get, post } = useFetchClient();
  return useMemo(() => createReportApi({ get, post }), [get, post]);
}
