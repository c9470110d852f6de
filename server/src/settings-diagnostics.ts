import { isShortKey, MIN_API_KEY_LENGTH } from './access';
import type { SettingDiagnostic } from '@route-discovery/contract';
import type { EffectiveSettings } from './settings';

export type { SettingDiagnostic };

/** Masks the API key: only whether it is set and its length ever leave the server. */
export function maskSecret(value: string | null): string {
  return value === null ? 'Not configured' : `Configured (${value.length} characters)`;
}

const SHORT_KEY_WARNING = `Shorter than ${MIN_API_KEY_LENGTH} characters: use a longer random key`;

/** The warning of the next key's row: short, or configured without the key it sits beside. */
function nextKeyWarning(settings: EffectiveSettings): string | null {
  if (settings.apiKeyNext.value !== null && settings.apiKey.value === null) {
    return 'Not accepted until DISCOVERY_API_KEY is configured';
  }
  return isShortKey(settings.apiKeyNext.value) ? SHORT_KEY_WARNING : null;
}

/** The settings page rows: which keys are configured (masked, never their values), and the rest. */
export function describeSettings(settings: EffectiveSettings): SettingDiagnostic[] {
  const reports = settings.enableProductionReports;
  return [
    {
      name: 'API key',
      envVar: 'DISCOVERY_API_KEY',
      configKey: 'apiKey',
      source: settings.apiKey.source,
      value: maskSecret(settings.apiKey.value),
      warning:
        settings.apiKey.value === null
          ? 'The API answers 500 until a key is configured'
          : isShortKey(settings.apiKey.value)
            ? SHORT_KEY_WARNING
            : null,
    },
    {
      name: 'Next API key (rotation)',
      envVar: 'DISCOVERY_API_KEY_NEXT',
      configKey: 'apiKeyNext',
      source: settings.apiKeyNext.source,
      value: maskSecret(settings.apiKeyNext.value),
      warning: nextKeyWarning(settings),
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
