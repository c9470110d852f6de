import { Route, Routes } from 'react-router-dom';
import { Page } from '@strapi/strapi/admin';
import { ReportsHome } from './ReportsHome';
import { BackendUrlsPage, FrontendUrlsPage } from './UrlReportPage';
import { PlatformPage } from './PlatformPage';
import { ExposurePage } from './ExposurePage';
import { RunsPage } from './RunsPage';
import { GraphqlPage } from './GraphqlPage';
import { LinksPage } from './LinksPage';
import { FilesPage } from './FilesPage';
import { MonitoringPage } from './MonitoringPage';

/** Routes of the plugin page at `/admin/plugins/route-discovery/*`. */
export function App() {
  return (
    <Routes>
      <Route index element={<ReportsHome />} />
      <Route path="backend-urls" element={<BackendUrlsPage />} />
      <Route path="frontend-urls" element={<FrontendUrlsPage />} />
      <Route path="platform" element={<PlatformPage />} />
      <Route path="exposure" element={<ExposurePage />} />
      <Route path="runs" element={<RunsPage />} />
      <Route path="graphql" element={<GraphqlPage />} />
      <Route path="links" element={<LinksPage />} />
      <Route path="files" element={<FilesPage />} />
      <Route path="monitoring" element={<MonitoringPage />} />
      <Route path="*" element={<Page.Error />} />
    </Routes>
  );
}

export default App;
