import { PLUGIN_ID } from './pluginId';

type TradsModule = { default: Record<string, string> };

/**
 * Admin entry: registers the plugin with the admin panel. The report pages, settings page and
 * homepage widget are added by the admin-panel issue.
 */
export default {
  register(app: { registerPlugin: (plugin: { id: string; name: string }) => void }) {
    app.registerPlugin({ id: PLUGIN_ID, name: PLUGIN_ID });
  },

  async registerTrads({ locales }: { locales: string[] }) {
    return Promise.all(
      locales.map(async (locale) => {
        try {
          const { default: data } = (await import(`./translations/${locale}.json`)) as TradsModule;
          const prefixed = Object.fromEntries(
            Object.entries(data).map(([key, value]) => [`${PLUGIN_ID}.${key}`, value]),
          );
          return { data: prefixed, locale };
        } catch {
          return { data: {}, locale };
        }
      }),
    );
  },
};
