import { Flex, Link } from '@strapi/design-system';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../hooks/useT';
import { navPath, REPORT_NAV } from '../navigation/report-nav';

/**
 * A link to each page of the plugin's navigation (`REPORT_NAV`), in a row: the homepage widget's,
 * and the settings page's way back to the reports (Strapi's settings have their own side
 * navigation, so the plugin's is not there).
 * @param withSettings whether Settings is among them (not on the settings page itself)
 */
export function ReportLinks({ withSettings = true }: { withSettings?: boolean }) {
  const t = useT();
  const entries = REPORT_NAV.filter((entry) => withSettings || entry.group !== 'setup');
  return (
    <Flex gap={4} wrap="wrap" tag="nav" aria-label={t('nav.reports')}>
      {entries.map((entry) => (
        <Link key={entry.id} tag={RouterLink} to={navPath(entry)} data-testid={`link-${entry.id}`}>
          {t(entry.labelKey)}
        </Link>
      ))}
    </Flex>
  );
}
