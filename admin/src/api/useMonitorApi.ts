import { useMemo } from 'react';
import { useFetchClient } from '@strapi/strapi/admin';
import { createMonitorApi, monitorEndpoint, type MonitorApi } from './monitor-client';
import { useReportApi } from './useReportApi';

/** The monitor's API for one mounted component (`createMonitorApi`), beside the `runs` endpoint. */
export function useMonitorApi(runsEndpoint: string): MonitorApi {
  const { fetchReport } = useReportApi();
  const { post } = useFetchClient();
  return useMemo(
    () => createMonitorApi(monitorEndpoint(runsEndpoint), fetchReport, post),
    [runsEndpoint, fetchReport, post],
  );
}
