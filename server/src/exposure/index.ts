/**
 * The public module of `exposure/` (docs/decisions/0261-feature-public-modules.md): what other
 * features and the top floor use of it. The routes Strapi mounts without the content API's role
 * check, with their real access (the monitor watches them), and the database inputs the audit's
 * report depends on; the cached report, and the key of the local facts it is built from.
 */
export { coreRoutes } from './core-routes';
export { AUDIT_INPUTS, cachedExposureReport, stopExposureBuild } from './exposure-cache';
export { localFactsKey } from './plugin-facts';
