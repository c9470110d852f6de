import { Outlet } from 'react-router-dom';
import { Layouts } from '@strapi/strapi/admin';
import { ReportAccessProvider } from '../../api/ReportAccess';
import { ReportsDataProvider } from '../../api/ReportsData';
import { ReportNav } from './ReportNav';

/**
 * The layout of every page under `/admin/plugins/route-discovery`: Strapi's `Layouts.Root` with the
 * plugin's side navigation (`ReportNav`), as the Content Manager lays out its pages
 * (`@strapi/content-manager` `layout`, 5.54). One signed report value, one report config and one
 * summary serve all the pages while the user moves between them.
 */
export function ReportsLayout() {
  return (
    <ReportAccessProvider>
      <ReportsDataProvider>
        <Layouts.Root sideNav={<ReportNav />}>
          <Outlet />
        </Layouts.Root>
      </ReportsDataProvider>
    </ReportAccessProvider>
  );
}
