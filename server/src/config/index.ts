import { RUNS_KEPT_DEFAULT } from '@route-discovery/contract';
import { describeConfigIssues, pluginConfigSchema } from './schema';

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
