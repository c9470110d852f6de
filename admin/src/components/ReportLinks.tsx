import { Flex, Link } from '@strapi/design-system';
import { PLUGIN_ID } from '../pluginId';
import { useT } from '../hooks/useT';

/** Links to the report pages and settings, as admin-panel paths. */
export const REPORT_LINKS = [
  { id: 'backend', to: `/admin/plugins/${PLUGIN_ID}/backend-urls` },
  { id: 'frontend', to: `/admin/plugins/${PLUGIN_ID}/frontend-urls` },
  { id: 'platform', to: `/admin/plugins/${PLUGIN_ID}/platform` },
  { id: 'exposure', to: `/admin/plugins/${PLUGIN_ID}/exposure` },
  { id: 'runs', to: `/admin/plugins/${PLUGIN_ID}/runs` },
  { id: 'graphql', to: `/admin/plugins/${PLUGIN_ID}/graphql` },
  { id: 'links', to: `/admin/plugins/${PLUGIN_ID}/links` },
  { id: 'files', to: `/admin/plugins/${PLUGIN_ID}/files` },
  { id: 'settings', to: `/admin/settings/${PLUGIN_ID}` },
];

/** The report links, used by the widget and the plugin home. */
export function ReportLinks() {
  const t = useT();
  return (
    <Flex gap={4} wrap="wrap">
      {REPORT_LINKS.map((link) => (
        <Link key={link.id} href={link.to} data-testid={`link-${link.id}`}>
          {t(`${link.id}.title`)}
        </Link>
      ))}
    </Flex>
  );
}
