import type { ResolverContext } from './run-context';

/** The i18n plugin's locales service, as `@strapi/i18n` `server/src/services/locales.ts` declares it. */
interface LocalesService {
  getDefaultLocale(): Promise<string>;
}

/** The default locale code of the i18n plugin, read once per run, or null when i18n is not installed. */
export function defaultLocale(context: ResolverContext): Promise<string | null> {
  return context.memo('default-locale', async () => {
    const plugin = context.strapi.plugin('i18n') as { service(name: string): LocalesService } | undefined;
    if (!plugin) return null;
    return (await plugin.service('locales').getDefaultLocale()) ?? null;
  });
}

/** Number of configured locales (`plugin::i18n.locale` rows), read once per run; 1 without i18n. */
export function localeCount(context: ResolverContext): Promise<number> {
  return context.memo('locale-count', async () => {
    if (!context.strapi.db.metadata.has('plugin::i18n.locale')) return 1;
    return Number(await context.strapi.db.query('plugin::i18n.locale' as never).count({}));
  });
}
