import type { Core } from '@strapi/strapi';
import {
  databaseFailureStore,
  databaseSpentTickets,
  FailureThrottle,
  KeyDigests,
  MemoryFailureStore,
} from '../access';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { readSettings } from '../settings';

/**
 * The API guard's state, one per Strapi instance: the configured keys' digests, the failure
 * throttle (limits read once, when Strapi builds the plugin's services) and the spent export
 * tickets. The throttle's counts and the spent tickets live in the app's database, so every
 * instance of the app sees the same (docs/security.md, "Several instances").
 */
export default function createAccessGuard({ strapi }: { strapi: Core.Strapi }) {
  return {
    keyDigests: new KeyDigests(),
    throttle: new FailureThrottle(
      readSettings(strapi).config.failureThrottle,
      databaseFailureStore(strapi),
      new MemoryFailureStore(),
      (error) => isDatabaseUnavailable(strapi, error),
    ),
    spentTickets: databaseSpentTickets(strapi),
  };
}
