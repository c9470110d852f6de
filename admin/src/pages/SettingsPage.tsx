import { ConfigFrame } from '../components/ReportFrame';
import { SettingsView } from '../components/SettingsView';

/** Settings and diagnostics page. */
export function SettingsPage() {
  return (
    <ConfigFrame titleId="settings.title" subtitleId="settings.subtitle">
      {(data) => <SettingsView data={data} />}
    </ConfigFrame>
  );
}

export default SettingsPage;
