import type { Core } from '@strapi/strapi';
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

/** The i18n plugin's content-types service, as `@strapi/i18n` `server/src/services/content-types.ts` declares it. */
interface I18nContentTypesService {
  getNonLocalizedAttributes(model: unknown): string[];
}

/**
 * The attribute names of content type `uid` that are not localized, by the i18n plugin's own rule
 * (`@strapi/i18n` `services/content-types` `getNonLocalizedAttributes`: neither marked localized, nor
 * a relation, nor a uid); empty without i18n or for an unknown type.
 */
export function nonLocalizedAttributes(strapi: Core.Strapi, uid: string): Set<string> {
  const plugin = strapi.plugin('i18n') as { service(name: string): I18nContentTypesService } | undefined;
  const model = strapi.contentType(uid as never) as unknown;
  if (!plugin || !model) return new Set();
  return new Set(plugin.service('content-types').getNonLocalizedAttributes(model));
}
