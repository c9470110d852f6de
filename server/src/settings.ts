import type { Core } from '@strapi/strapi';
import { type SettingSource, PLUGIN_ID } from '@route-discovery/contract';
import { type PluginConfig, parsedPluginConfig } from './config';

export type { SettingSource };

/** A setting's effective value with its origin. */
export interface Setting<T> {
  value: T;
  source: SettingSource;
}

/** Effective settings: env vars (non-empty after trimming) win over plugin config (docs/configuration.md). */
export interface EffectiveSettings {
  apiKey: Setting<string | null>;
  /** The next key during a rotation, accepted beside `apiKey` (docs/configuration.md). */
  apiKeyNext: Setting<string | null>;
  platformDependencyFile: Setting<string | null>;
  enableProductionReports: Setting<boolean> & { unrecognised: string | null };
  config: PluginConfig;
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off', '']);

/**
 * Parses a boolean setting: `true/false/1/0/yes/no/on/off` in any case (docs/configuration.md).
 * @returns `value` and, for an unrecognised word, the word itself (the value is then false).
 */
export function parseBooleanSetting(raw: boolean | string): { value: boolean; unrecognised: string | null } {
  if (typeof raw === 'boolean') return { value: raw, unrecognised: null };
  const word = raw.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return { value: true, unrecognised: null };
  if (FALSE_WORDS.has(word)) return { value: false, unrecognised: null };
  return { value: false, unrecognised: raw };
}

function fromEnv(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name];
  if (raw === undefined) return null;
  const trimmed = raw.trim();
  return trimmed === '' ? null : trimmed;
}

function stringSetting(envValue: string | null, configValue: string | undefined): Setting<string | null> {
  if (envValue !== null) return { value: envValue, source: 'env' };
  const trimmed = configValue?.trim();
  if (trimmed) return { value: trimmed, source: 'config' };
  return { value: null, source: 'default' };
}

/**
 * Reads the effective settings from `process.env` and the plugin config.
 * Called per request so that an operator's env change in tests or `strapi console` is seen.
 * @param strapi the running Strapi instance
 * @param env environment to read (defaults to `process.env`)
 */
export function readSettings(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env): EffectiveSettings {
  const config = parsedPluginConfig(strapi.config.get(`plugin::${PLUGIN_ID}`));
  const reportsEnv = fromEnv(env, 'DISCOVERY_ENABLE_PRODUCTION_REPORTS');
  let enableProductionReports: EffectiveSettings['enableProductionReports'];
  if (reportsEnv !== null) {
    enableProductionReports = { ...parseBooleanSetting(reportsEnv), source: 'env' };
  } else if (config.enableProductionReports !== undefined) {
    enableProductionReports = { ...parseBooleanSetting(config.enableProductionReports), source: 'config' };
  } else {
    enableProductionReports = { value: false, source: 'default', unrecognised: null };
  }
  return {
    apiKey: stringSetting(fromEnv(env, 'DISCOVERY_API_KEY'), config.apiKey),
    apiKeyNext: stringSetting(fromEnv(env, 'DISCOVERY_API_KEY_NEXT'), config.apiKeyNext),
    platformDependencyFile: stringSetting(
      fromEnv(env, 'DISCOVERY_PLATFORM_DEPENDENCY_FILE'),
      config.platformDependencyFile,
    ),
    enableProductionReports,
    config,
  };
}
