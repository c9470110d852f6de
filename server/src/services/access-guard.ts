import type { Core } from '@strapi/strapi';
import { FailureThrottle } from '../access/failure-throttle';
import { KeyDigests } from '../access/key-digests';
import { SpentTickets } from '../access/export-ticket';
import { readSettings } from '../settings';

/**
 * The API guard's state, one per Strapi instance (so per process, not shared between instances:
 * docs/security.md, "Throttled failures"): the configured keys' digests and the failure throttle,
 * whose limits are read once, when Strapi builds the plugin's services, and the export tickets
 * already used here.
 */
export default function createAccessGuard({ strapi }: { strapi: Core.Strapi }) {
  return {
    keyDigests: new KeyDigests(),
    throttle: new FailureThrottle(readSettings(strapi).config.failureThrottle),
    spentTickets: new SpentTickets(),
  };
}
