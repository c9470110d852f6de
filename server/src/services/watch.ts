import type { Core } from '@strapi/strapi';
import { createWatcher, type WatcherOptions } from '../watch/watcher';

/**
 * The monitor service (docs/monitoring.md): `watcher`, this instance's monitor (its timer runs
 * when `watch.enabled`, from the plugin's bootstrap), and `create`, another watcher on the same
 * app with a given clock, name or fetch (tests drive two "instances" and a fake clock with it).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  watcher: createWatcher(strapi),
  create: (options: WatcherOptions) => createWatcher(strapi, options),
});
