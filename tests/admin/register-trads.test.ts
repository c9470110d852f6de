/**
 * @jest-environment jsdom
 */
import { registerTrads } from '../../admin/src/registerTrads';
import en from '../../admin/src/translations/en.json';

describe('registerTrads (admin/src/registerTrads.ts)', () => {
  it('loads each shipped locale under the plugin prefix, and nothing for a locale it does not ship', async () => {
    const trads = await registerTrads({ locales: ['en', 'fr', 'de', 'es', 'it', 'pt-BR', 'nl'] });
    const byLocale = Object.fromEntries(trads.map(({ locale, data }) => [locale, data]));
    for (const locale of ['en', 'fr', 'de', 'es', 'it', 'pt-BR']) {
      expect(Object.keys(byLocale[locale]).sort()).toEqual(
        Object.keys(en)
          .map((key) => `route-discovery.${key}`)
          .sort(),
      );
    }
    expect(byLocale.fr['route-discovery.usedIn.status.draft']).toBe('Brouillon');
    expect(byLocale['pt-BR']['route-discovery.usedIn.status.draft']).toBe('Rascunho');
    expect(byLocale.nl).toEqual({});
  });
});
