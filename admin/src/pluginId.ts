/** The plugin id, shared with the server (`server/src/identity.ts` reads it from package.json). */
export { PLUGIN_ID } from '../../server/src/identity';
