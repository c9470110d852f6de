import { ApiVersionRegistry } from '../api/versions';
import { adminResolvers } from '../discovery/resolvers/admin-resolvers';
import { contentApiResolvers } from '../discovery/resolvers/content-api-resolvers';
import { ResolverRegistry } from '../discovery/resolvers/registry';
import accessGuard from './access-guard';
import contentLinks from './content-links';
import discovery from './discovery';
import graphql from './graphql';
import platform from './platform';

/**
 * Plugin services. `resolvers` and `versions` are registries other code extends:
 * `getService(strapi, 'resolvers').register({ name, resolve })` (docs/configuration.md).
 */
export default {
  resolvers: () => {
    const registry = new ResolverRegistry();
    [...adminResolvers, ...contentApiResolvers].forEach((resolver) => registry.registerBuiltIn(resolver));
    return registry;
  },
  versions: () => new ApiVersionRegistry(),
  'access-guard': accessGuard,
  discovery,
  graphql,
  platform,
  'content-links': contentLinks,
};
