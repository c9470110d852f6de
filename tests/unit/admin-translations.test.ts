import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl } from 'react-intl';
import en from '../../admin/src/translations/en.json';

/** The admin's translation files (`admin/src/translations/<locale>.json`), by locale. */
const DIR = join(__dirname, '../../admin/src/translations');
const LOCALES = readdirSync(DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''))
  .sort();
// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = (locale: string): Record<string, string> => require(join(DIR, `${locale}.json`));

/** An ICU message's parsed elements, as react-intl's own parser reads them (`getAst`). */
type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }> };

/**
 * ICU argument kinds by the parser's element type numbers (@formatjs/icu-messageformat-parser TYPE).
 * A plural is a number too: a language may need a plural where English formats a plain number
 * (French `{passed, plural, one {# réussie} other {# réussies}}` for English `{passed, number} passed`).
 */
const KINDS: Record<number, string> = {
  1: 'argument',
  2: 'number',
  3: 'date',
  4: 'time',
  5: 'select',
  6: 'number',
};

/** Every argument of a message as `name:kind`, nested ones (inside plural options) included, sorted. */
function argumentsOf(message: string, locale: string): string[] {
  const intl = createIntl({ locale, messages: {}, onError: () => undefined });
  const ast = intl.formatters.getMessageFormat(message, locale).getAst() as Element[];
  const found = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      if (KINDS[element.type]) found.add(`${element.value}:${KINDS[element.type]}`);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(ast);
  return [...found].sort();
}

/** Strapi's own admin locales (`@strapi/admin` translations, 5.54): a file of ours must match one. */
const STRAPI_LOCALES = readdirSync(
  join(__dirname, '../../node_modules/@strapi/admin/dist/admin/admin/src/translations'),
)
  .filter((name) => name.endsWith('.json.js'))
  .map((name) => name.replace(/\.json\.js$/, ''));

describe('admin translations', () => {
  it('ships English, French, German, Spanish, Italian and Brazilian Portuguese under Strapi codes', () => {
    expect(LOCALES).toEqual(['de', 'en', 'es', 'fr', 'it', 'pt-BR']);
    for (const locale of LOCALES) expect(STRAPI_LOCALES).toContain(locale);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has exactly the English keys', (locale) => {
    expect(Object.keys(load(locale)).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(LOCALES)('%s: every message parses and uses the English placeholders', (locale) => {
    const messages = load(locale);
    const mismatched = Object.entries(en).filter(([key, english]) => {
      const message = messages[key];
      if (typeof message !== 'string' || message.trim() === '') return true;
      return argumentsOf(message, locale).join() !== argumentsOf(english, 'en').join();
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it.each(LOCALES)('%s: every plural has an `other` case', (locale) => {
    for (const message of Object.values(load(locale))) {
      for (const match of message.matchAll(/\{\s*\w+\s*,\s*plural\s*,/g)) {
        expect(message.slice(match.index)).toMatch(/other\s*\{/);
      }
    }
  });
});
