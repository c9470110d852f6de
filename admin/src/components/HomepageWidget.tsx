import { useMemo } from 'react';
import { useAuth, Widget } from '@strapi/strapi/admin';
import { useReportApi } from '../api/useReportApi';
import { lastVisitIn } from '../lib/last-visit';
import { HomepageWidgetView } from './HomepageWidgetView';

/**
 * Homepage widget "Route discovery": counts and links to the four pages (super admins only), and
 * what broke since this admin's last visit (kept in this browser, decision 0228). It reads the
 * report config, `v1/summary`, `v1/platform` and the monitor's state and broken links (one page):
 * a few KiB whatever the site's size.
 */
export function HomepageWidget() {
  const userId = useAuth('RouteDiscoveryWidget', (state) => state.user?.id);
  const visit = useMemo(
    () => (userId === undefined ? undefined : lastVisitIn(window.localStorage, userId)),
    [userId],
  );
  return (
    <HomepageWidgetView
      api={useReportApi()}
      loading={<Widget.Loading />}
      error={<Widget.Error />}
      visit={visit}
    />
  );
}

export default HomepageWidget;
