/**
 * The public module of `runs/` (docs/decisions/0261-feature-public-modules.md): what other features
 * use of it. The published smoke run's content type name, which the plugin's content types register.
 */
export { RUN_CONTENT_TYPE_NAME } from './run-store';
