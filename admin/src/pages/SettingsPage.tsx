import { Flex } from '@strapi/design-system';
import { ConfigFrame } from '../components/ReportFrame';
import { Panel } from '../components/Panel';
import { ReportLinks } from '../components/ReportLinks';
import { SettingsView } from '../components/SettingsView';
import { useT } from '../hooks/useT';

/**
 * Settings and diagnostics page, inside Strapi's settings (their side navigation, not the
 * plugin's): a row of links to each report keeps every report one click away.
 */
export function SettingsPage() {
  const t = useT();
  return (
    <ConfigFrame titleId="settings.title" subtitleId="settings.subtitle">
      {(data) => (
        <Flex direction="column" alignItems="stretch" gap={6}>
          <Panel title={t('nav.reports')} gap={3} testId="settings-report-links">
            <ReportLinks withSettings={false} />
          </Panel>
          <SettingsView data={data} />
        </Flex>
      )}
    </ConfigFrame>
  );
}

export default SettingsPage;
