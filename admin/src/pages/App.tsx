import { Route, Routes } from 'react-router-dom';
import { Page } from '@strapi/strapi/admin';
import { ReportsLayout } from '../components/nav/ReportsLayout';
import { ReportsHome } from './ReportsHome';
import { BackendUrlsPage, FrontendUrlsPage } from './UrlReportPage';
import { PlatformPage } from './PlatformPage';
import { ExposurePage } from './ExposurePage';
import { RunsPage } from './RunsPage';
import { GraphqlPage } from './GraphqlPage';
import { LinksPage } from './LinksPage';
import { FilesPage } from './FilesPage';
import { MovedUrlsPage } from './MovedUrlsPage';
import { MonitoringPage } from './MonitoringPage';

/**
 * Routes of the plugin page at `/admin/plugins/route-discovery/*`, all inside the layout with the
 * side navigation. A new page: its `<Route>` here and its entry in `navigation/report-nav.ts`.
 */
export function App() {
  return (
    <Routes>
      <Route element={<ReportsLayout />}>
        <Route index element={<ReportsHome />} />
        <Route path="backend-urls" element={<BackendUrlsPage />} />
        <Route path="frontend-urls" element={<FrontendUrlsPage />} />
        <Route path="platform" element={<PlatformPage />} />
        <Route path="exposure" element={<ExposurePage />} />
        <Route path="runs" element={<RunsPage />} />
        <Route path="graphql" element={<GraphqlPage />} />
        <Route path="links" element={<LinksPage />} />
        <Route path="files" element={<FilesPage />} />
        <Route path="moved-urls" element={<MovedUrlsPage />} />
        <Route path="monitoring" element={<MonitoringPage />} />
        <Route path="*" element={<Page.Error />} />
      </Route>
    </Routes>
  );
}

export default App;
