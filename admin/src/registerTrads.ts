import { getTranslation } from './utils/getTranslation';

type TradsModule = { default: Record<string, string> };

/**
 * The plugin's messages for each admin locale Strapi asks for (`config.locales` of the app, and
 * `en`): `translations/<locale>.json` under the plugin's prefix (`route-discovery.<key>`), or none
 * for a locale the plugin does not ship (Strapi then lays English under it). The file names are
 * Strapi's admin locale codes (`fr`, `de`, `es`, `it`, `pt-BR`; `@strapi/admin` translations).
 * Strapi merges the app's `config.translations` over these (`StrapiApp.loadTrads`, 5.54).
 */
export async function registerTrads({ locales }: { locales: string[] }) {
  return Promise.all(
    locales.map(async (locale) => {
      try {
        const { default: data } = (await import(`./translations/${locale}.json`)) as TradsModule;
        const prefixed = Object.fromEntries(
          Object.entries(data).map(([key, value]) => [getTranslation(key), value]),
        );
        return { data: prefixed, locale };
      } catch {
        return { data: {}, locale };
      }
    }),
  );
}
