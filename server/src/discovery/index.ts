/**
 * The public module of `discovery/` (docs/decisions/0261-feature-public-modules.md): what the top
 * floor uses of it (no other feature does). The resolvers of path parameters the plugin's services
 * register, and the `backend-urls` and `frontend-urls` rows the discovery service, its controller
 * and the MCP tools list.
 */
export { ResolverRegistry } from './resolvers/registry';
export { adminResolvers } from './resolvers/admin-resolvers';
export { contentApiResolvers } from './resolvers/content-api-resolvers';

// The URL rows: filtered, resumed after a position, and counted.
export { filteredBackendBatches, filteredFrontendBatches, resumedFrontendBatches } from './filtered-urls';
export { frontendPosition } from './frontend-urls';
export { addCounts, pageRowCounts } from './page-row-counts';
