/**
 * The public module of `exposure/` (docs/decisions/0261-feature-public-modules.md): what other
 * features use of it. The routes Strapi mounts without the content API's role check, with their real
 * access (the monitor watches them), and the database inputs the audit's report depends on.
 */
export { coreRoutes } from './core-routes';
export { AUDIT_INPUTS } from './exposure-cache';
