import { PLUGIN_ID } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import type services from './index';

/** Each plugin service by name, typed as its factory builds it. */
export type PluginServices = { [Name in keyof typeof services]: ReturnType<(typeof services)[Name]> };

/**
 * One of this plugin's services, typed (`strapi.plugin(id).service(name)` answers `unknown`-ish
 * types; this getter names the real one).
 * @param strapi the running Strapi instance
 * @param name a service of `server/src/services/index.ts`
 */
export function getService<Name extends keyof PluginServices>(
  strapi: Core.Strapi,
  name: Name,
): PluginServices[Name] {
  return strapi.plugin(PLUGIN_ID).service(name) as PluginServices[Name];
}
