import { z } from 'zod';
import { ENDPOINTS, type EndpointKey } from './identity';
import { apiLifecycleSchema } from './metadata';

/**
 * `data` of the admin route `GET /route-discovery/report-config`: what the admin pages need to
 * find and call the content API, and the settings page's rows. Not part of the versioned API.
 */

/** Where an effective setting came from. */
export const settingSourceSchema = z.enum(['env', 'config', 'default']);
/** Where an effective setting came from. */
export type SettingSource = z.infer<typeof settingSourceSchema>;

/** One row of the settings page: where a setting comes from and its effective value, secrets masked. */
export const settingDiagnosticSchema = z.object({
  name: z.string(),
  envVar: z.string(),
  configKey: z.string(),
  source: settingSourceSchema,
  value: z.string(),
  warning: z.string().nullable(),
});
/** One row of the settings page. */
export type SettingDiagnostic = z.infer<typeof settingDiagnosticSchema>;

const endpointKeys = Object.values(ENDPOINTS).map((endpoint) => endpoint.key) as [
  EndpointKey,
  ...EndpointKey[],
];

/**
 * The report configuration: `endpoints` maps each endpoint's key (`ENDPOINTS[name].key`) to its
 * path in the newest stable version, null (as `newestStableVersion`) when no version is stable.
 */
export const reportConfigSchema = z.object({
  reportsEnabled: z.boolean(),
  environment: z.string(),
  isDevelopment: z.boolean(),
  newestStableVersion: z.string().nullable(),
  endpoints: z.record(z.enum(endpointKeys), z.string()).nullable(),
  versions: z.array(z.object({ version: z.string(), lifecycle: apiLifecycleSchema })),
  settings: z.array(settingDiagnosticSchema),
  curlExample: z.string().nullable(),
});
/** `data` of `GET /route-discovery/report-config`. */
export type ReportConfig = z.infer<typeof reportConfigSchema>;
