import { Widget } from '@strapi/strapi/admin';
import { useReportApi } from '../api/useReportApi';
import { HomepageWidgetView } from './HomepageWidgetView';

/**
 * Homepage widget "Route discovery": counts and links to the four pages (super admins only). It
 * reads the report config, `v1/summary` and `v1/platform`: a few KiB whatever the site's size.
 */
export function HomepageWidget() {
  return <HomepageWidgetView api={useReportApi()} loading={<Widget.Loading />} error={<Widget.Error />} />;
}

export default HomepageWidget;
