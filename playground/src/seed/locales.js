/** Ensures the locales the playground uses: `en` (Strapi's default) and `fr`. */
async function seedLocales(strapi) {
  const locales = strapi.plugin('i18n').service('locales');
  if (!(await locales.findByCode('fr'))) {
    await locales.create({ code: 'fr', name: 'French (fr)' });
  }
}

module.exports = { seedLocales };
