/**
 * The public module of `access/` (docs/decisions/0261-feature-public-modules.md): what other
 * features use of it. The API key length rule and the environment in which the URL reports are open,
 * which the exposure audit and the settings diagnostics report.
 */
export { isShortKey, MIN_API_KEY_LENGTH } from './key-strength';
export { isDevelopment } from './reports';
