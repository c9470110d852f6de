import type { Core } from '@strapi/strapi';
import type { ApiVersionRegistry } from '../api/versions';
import type { ResolverRegistry } from '../discovery/resolvers/registry';

/** The plugin's API version registry (service `versions`). */
export function getVersionRegistry(strapi: Core.Strapi): ApiVersionRegistry {
  return strapi.plugin('route-discovery').service('versions') as ApiVersionRegistry;
}

/** The plugin's parameter resolver registry (service `resolvers`). */
export function getResolverRegistry(strapi: Core.Strapi): ResolverRegistry {
  return strapi.plugin('route-discovery').service('resolvers') as ResolverRegistry;
}
