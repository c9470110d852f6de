/**
 * The playground's admin panel offers the languages the plugin ships (docs/configuration.md,
 * "Admin languages"): Strapi lists a language in the profile page's "Interface language" only when
 * `config.locales` names it (English is always there).
 */
export default {
  config: {
    locales: ['fr', 'de', 'es', 'it', 'pt-BR'],
  },
  bootstrap() {},
};
