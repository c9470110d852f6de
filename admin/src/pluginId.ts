/** The plugin id, shared with the server (the contract reads it from package.json). */
export { PLUGIN_ID } from '@route-discovery/contract';
