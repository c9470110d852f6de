import type { SettingDiagnostic } from './api/contract';
import type { EffectiveSettings } from './settings';

export type { SettingDiagnostic };

/** Masks the API key: only whether it is set and its length ever leave the server. */
export function maskSecret(value: string | null): string {
  return value === null ? 'Not configured' : `Configured (${value.length} characters)`;
}

/** The settings page rows. */
export function describeSettings(settings: EffectiveSettings): SettingDiagnostic[] {
  const reports = settings.enableProductionReports;
  return [
    {
      name: 'API key',
      envVar: 'DISCOVERY_API_KEY',
      configKey: 'apiKey',
      source: settings.apiKey.source,
      value: maskSecret(settings.apiKey.value),
      warning: settings.apiKey.value === null ? 'The API answers 500 until a key is configured' : null,
    },
    {
      name: 'Platform dependency file',
      envVar: 'DISCOVERY_PLATFORM_DEPENDENCY_FILE',
      configKey: 'platformDependencyFile',
      source: settings.platformDependencyFile.source,
      value: settings.platformDependencyFile.value ?? 'Not configured',
      warning: null,
    },
    {
      name: 'Production reports',
      envVar: 'DISCOVERY_ENABLE_PRODUCTION_REPORTS',
      configKey: 'enableProductionReports',
      source: reports.source,
      value: String(reports.value),
      warning:
        reports.unrecognised === null
          ? null
          : `Unrecognised value "${reports.unrecognised.slice(0, 40)}" read as false`,
    },
  ];
}
