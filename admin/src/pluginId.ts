/** The plugin id: `strapi.name` in package.json, the config key and the admin route prefix. */
export const PLUGIN_ID = 'route-discovery';
