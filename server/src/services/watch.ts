import type { Core } from '@strapi/strapi';
import { createWatcher, type RouteRowSource, type WatcherOptions } from '../watch';
import { PLUGIN_ID } from '@route-discovery/contract';

/**
 * The monitor service (docs/monitoring.md): `watcher`, this instance's monitor (its timer runs
 * when `watch.enabled`, from the plugin's bootstrap), and `create`, another watcher on the same
 * app with a given clock, name or fetch (tests drive two "instances" and a fake clock with it).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  // Read at each tick: the discovery service and its resolvers, as the API answers them (not
  // through get-service.ts, whose types import this file's index: a circle).
  const routeRows = () => strapi.plugin(PLUGIN_ID).service('discovery') as RouteRowSource;
  return {
    watcher: createWatcher(strapi, { routeRows }),
    create: (options: WatcherOptions) => createWatcher(strapi, { routeRows, ...options }),
  };
};
