import { useMemo } from 'react';
import { Flex } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import {
  adminApiPath,
  type MonitorAdminRunResponse,
  type MonitorScheduleResponse,
} from '@route-discovery/contract';
import type { MonitorScheduleClient } from '../api/useMonitorSchedule';
import { MonitorSchedulePanel } from '../components/monitor/MonitorSchedulePanel';
import { ConfigFrame } from '../components/ReportFrame';
import { Panel } from '../components/Panel';
import { ReportLinks } from '../components/ReportLinks';
import { SettingsView } from '../components/SettingsView';
import { useT } from '../hooks/useT';

/** The schedule panel's client: the admin routes, with the session `useFetchClient` adds. */
function useMonitorScheduleClient(): MonitorScheduleClient {
  const { get, put, post } = useFetchClient();
  return useMemo(
    () => ({
      read: async () => (await get<MonitorScheduleResponse>(adminApiPath('monitor/schedule'))).data.data,
      save: async (input) =>
        (await put<MonitorScheduleResponse>(adminApiPath('monitor/schedule'), input)).data.data,
      checkNow: async () => (await post<MonitorAdminRunResponse>(adminApiPath('monitor/runs'))).data.data,
    }),
    [get, put, post],
  );
}

/**
 * Settings and diagnostics page, inside Strapi's settings (their side navigation, not the
 * plugin's): a row of links to each report keeps every report one click away, and the monitor's
 * schedule.
 */
export function SettingsPage() {
  const t = useT();
  const scheduleClient = useMonitorScheduleClient();
  return (
    <ConfigFrame titleId="settings.title" subtitleId="settings.subtitle">
      {(data) => (
        <Flex direction="column" alignItems="stretch" gap={6}>
          <Panel title={t('nav.reports')} gap={3} testId="settings-report-links">
            <ReportLinks withSettings={false} />
          </Panel>
          <SettingsView data={data} />
          <MonitorSchedulePanel client={scheduleClient} />
        </Flex>
      )}
    </ConfigFrame>
  );
}

export default SettingsPage;
