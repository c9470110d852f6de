import type { Core } from '@strapi/strapi';
import {
  MONITOR_TARGET_KINDS,
  PLUGIN_ID,
  type MonitorScheduleField,
  type MonitorScheduleInput,
  type MonitorScheduleSettings,
} from '@route-discovery/contract';
import { cronProblem, type WatchConfig } from '../config';
import { readSettings } from '../settings';

/**
 * The monitor's schedule as saved by an admin, merged with the plugin's config
 * (docs/decisions/0223-watch-schedule-storage.md): saved in Strapi's core store under
 * `plugin_route-discovery_watch-schedule` (`strapi.store`, so it travels with `strapi export`,
 * `import` and `transfer` as the app's other settings do); a field the config sets is fixed.
 */

const STORE_KEY = 'watch-schedule';

/** What the core store holds: the fields an admin saved and when (ms since the epoch). */
interface StoredSchedule extends Partial<MonitorScheduleSettings> {
  updated_at?: number;
}

/** The schedule in force, as a tick and the answers read it. */
export interface EffectiveSchedule {
  /** The watch settings with `enabled`, `every`, `cron` and `targets` as in force. */
  config: WatchConfig;
  settings: MonitorScheduleSettings;
  fixed: MonitorScheduleField[];
  /** Where the frequency comes from. */
  source: 'config' | 'settings' | 'default';
  updatedAt: number | null;
}

const store = (strapi: Core.Strapi) => strapi.store({ type: 'plugin', name: PLUGIN_ID, key: STORE_KEY });

/** The fields of the schedule the plugin's config sets (`every` or `cron` fix both). */
export function fixedFields(strapi: Core.Strapi): MonitorScheduleField[] {
  const raw = (strapi.config.get(`plugin::${PLUGIN_ID}`) ?? {}) as { watch?: Record<string, unknown> };
  const keys = new Set(Object.keys(raw.watch ?? {}).filter((key) => raw.watch?.[key] !== undefined));
  const fixed: MonitorScheduleField[] = [];
  if (keys.has('enabled')) fixed.push('enabled');
  if (keys.has('every') || keys.has('cron')) fixed.push('frequency', 'cron');
  if (keys.has('targets')) fixed.push('targets');
  return fixed;
}

/** The saved schedule, or an empty one (a value of another shape, e.g. restored from elsewhere, is ignored field by field). */
async function readStored(strapi: Core.Strapi): Promise<StoredSchedule> {
  const value = (await store(strapi).get({})) as unknown;
  return value && typeof value === 'object' ? (value as StoredSchedule) : {};
}

const settingsOf = (config: WatchConfig): MonitorScheduleSettings => ({
  enabled: config.enabled,
  frequency: config.cron ? 'cron' : String(config.every),
  cron: config.cron ?? null,
  targets: config.targets,
});

/** The schedule in force: each field from the config when it fixes it, else as saved, else the default. */
export async function effectiveSchedule(strapi: Core.Strapi): Promise<EffectiveSchedule> {
  const base = readSettings(strapi).config.watch;
  const fixed = fixedFields(strapi);
  const saved = await readStored(strapi);
  const config: WatchConfig = { ...base };
  const free = (field: MonitorScheduleField) => !fixed.includes(field);
  if (free('enabled') && typeof saved.enabled === 'boolean') config.enabled = saved.enabled;
  const savedFrequency = free('frequency') && typeof saved.frequency === 'string';
  if (savedFrequency && saved.frequency === 'cron' && saved.cron && !cronProblem(saved.cron)) {
    config.cron = saved.cron;
  } else if (savedFrequency && ['hourly', 'daily', 'weekly'].includes(saved.frequency as string)) {
    config.every = saved.frequency as WatchConfig['every'];
    config.cron = undefined;
  }
  if (free('targets') && Array.isArray(saved.targets)) {
    const kinds = saved.targets.filter((kind) => (MONITOR_TARGET_KINDS as readonly string[]).includes(kind));
    if (kinds.length) config.targets = kinds as WatchConfig['targets'];
  }
  return {
    config,
    settings: settingsOf(config),
    fixed,
    source: fixed.includes('frequency') ? 'config' : savedFrequency ? 'settings' : 'default',
    updatedAt: typeof saved.updated_at === 'number' ? saved.updated_at : null,
  };
}

/**
 * Checks a `PUT` body against the config and the kinds watched so far, then saves it merged over
 * the saved schedule. `frequency: 'cron'` needs a usable `cron` (given or saved).
 * @returns the error message for a 400, or null once saved
 */
export async function saveSchedule(
  strapi: Core.Strapi,
  input: MonitorScheduleInput,
  now: number,
): Promise<string | null> {
  const fixed = fixedFields(strapi);
  const refused = (Object.keys(input) as MonitorScheduleField[]).filter((field) => fixed.includes(field));
  if (refused.length) {
    return `${refused.join(', ')} ${refused.length > 1 ? 'are' : 'is'} set in the plugin's config (config/plugins, route-discovery.watch), which wins: change it there`;
  }
  const unwatched = (input.targets ?? []).filter(
    (kind) => !(MONITOR_TARGET_KINDS as readonly string[]).includes(kind),
  );
  if (unwatched.length)
    return `targets: ${unwatched.join(', ')} not watched yet (watched: ${MONITOR_TARGET_KINDS.join(', ')})`;
  const saved = await readStored(strapi);
  const next: StoredSchedule = { ...saved, ...input, updated_at: now } as StoredSchedule;
  if (next.frequency === 'cron') {
    if (!next.cron) return 'cron: required when frequency is cron';
    const problem = cronProblem(next.cron);
    if (problem) return `cron ${problem}`;
  } else if (input.frequency) next.cron = null;
  await store(strapi).set({ value: next });
  return null;
}
