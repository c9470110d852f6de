import { RUNS_KEPT_DEFAULT } from '@route-discovery/contract';
import { describeConfigIssues, pluginConfigSchema } from './schema';

// The config's public module (docs/decisions/0261-feature-public-modules.md): what other features and
// the top floor use of it besides Strapi's config entry below. The parsed config's and the monitor's
// types, the config as last parsed, the monitor's cron expressions, and the `urlPatterns` check run
// at boot.
export type { PluginConfig, WatchConfig } from './schema';
export type { AlertChannel, WatchAlertsConfig } from './alerts-schema';
export { parsedPluginConfig } from './parsed-config';
export { cronProblem, nextCronTime } from './cron-expression';
export { assertUrlPatterns } from './url-patterns';

/**
 * Strapi plugin config entry: defaults plus a validator that Strapi calls at boot.
 * An invalid value throws, which stops Strapi with a message naming the key.
 */
export default {
  default: {
    pagesPerType: 1,
    urlPatterns: {},
    apiLifecycle: {},
    runsKept: RUNS_KEPT_DEFAULT,
  },
  validator(config: unknown): void {
    const result = pluginConfigSchema.safeParse(config);
    if (!result.success) {
      throw new Error(`Invalid route-discovery plugin config: ${describeConfigIssues(result.error)}`);
    }
  },
};
