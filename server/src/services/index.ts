import type { Core } from '@strapi/strapi';
import { ApiVersionRegistry } from '../api';
import { adminResolvers, contentApiResolvers, ResolverRegistry } from '../discovery';
import accessGuard from './access-guard';
import contentLinks from './content-links';
import createDiscoveryService from './discovery';
import graphql from './graphql';
import integrity from './integrity';
import platform from './platform';
import watch from './watch';

/** One resolver registry per Strapi instance, shared by the `resolvers` and `discovery` services. */
const registries = new WeakMap<Core.Strapi, ResolverRegistry>();

/**
 * The resolver registry of a Strapi instance, built-in resolvers registered, created on first use.
 * The discovery service is handed it here rather than looking its sibling service up through
 * `getService`, whose type is built from this file (a circle of imports otherwise).
 */
function resolverRegistry(strapi: Core.Strapi): ResolverRegistry {
  let registry = registries.get(strapi);
  if (!registry) {
    registry = new ResolverRegistry();
    for (const resolver of [...adminResolvers, ...contentApiResolvers]) registry.registerBuiltIn(resolver);
    registries.set(strapi, registry);
  }
  return registry;
}

/**
 * Plugin services. `resolvers` and `versions` are registries other code extends:
 * `getService(strapi, 'resolvers').register({ name, resolve })` (docs/configuration.md).
 */
export default {
  resolvers: ({ strapi }: { strapi: Core.Strapi }) => resolverRegistry(strapi),
  versions: () => new ApiVersionRegistry(),
  'access-guard': accessGuard,
  discovery: ({ strapi }: { strapi: Core.Strapi }) =>
    createDiscoveryService({ strapi, resolvers: resolverRegistry(strapi) }),
  graphql,
  platform,
  'content-links': contentLinks,
  integrity,
  watch,
};
