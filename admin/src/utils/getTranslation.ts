import { PLUGIN_ID } from '../pluginId';

/** Prefixes a translation key with the plugin id, as `registerTrads` stores them. */
export const getTranslation = (id: string): string => `${PLUGIN_ID}.${id}`;
