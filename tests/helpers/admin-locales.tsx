import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { DesignSystemProvider } from '@strapi/design-system';
import { createIntl, IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import de from '../../admin/src/translations/de.json';
import en from '../../admin/src/translations/en.json';
import es from '../../admin/src/translations/es.json';
import fr from '../../admin/src/translations/fr.json';
import it from '../../admin/src/translations/it.json';
import ptBR from '../../admin/src/translations/pt-BR.json';
import { ROUTER_FUTURE } from './admin-render';

/** The plugin's messages per admin locale, unprefixed, as `admin/src/translations/<locale>.json` holds them. */
export const LOCALE_MESSAGES: Record<string, Record<string, string>> = { de, es, fr, it, 'pt-BR': ptBR };

const ENGLISH: Record<string, string> = en;
const KEYS = new Set(Object.keys(ENGLISH));

/** Renders admin UI as the admin does in `locale`, with `messages` (unprefixed) under `route-discovery.`. */
export function renderInLocale(locale: string, messages: Record<string, string>, ui: ReactNode, url = '/') {
  const prefixed = Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [`route-discovery.${key}`, value]),
  );
  return render(
    <MemoryRouter initialEntries={[url]} future={ROUTER_FUTURE}>
      <IntlProvider locale={locale} messages={prefixed} onError={() => undefined}>
        <DesignSystemProvider locale={locale}>{ui}</DesignSystemProvider>
      </IntlProvider>
    </MemoryRouter>,
  );
}

/** Every text node and every labelling attribute (aria-label, placeholder, title, alt) under `root`, trimmed. */
export function shownTexts(root: Element): string[] {
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  for (const element of Array.from(root.querySelectorAll('*')))
    for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
      if (element.hasAttribute(name)) texts.push(element.getAttribute(name) ?? '');
  return texts.map((text) => text.trim()).filter(Boolean);
}

/** ICU element as react-intl's parser gives it: literals (type 0) keep their text, the rest are values. */
type IcuElement = { type: number; value?: string };

/** A regular expression matching a whole text that `message` (English) renders, whatever its values. */
function englishPattern(message: string): RegExp {
  const intl = createIntl({ locale: 'en', messages: {} });
  const ast = intl.formatters.getMessageFormat(message, 'en').getAst() as IcuElement[];
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = ast.map((element) => (element.type === 0 ? escape(element.value ?? '') : '.+?')).join('');
  return new RegExp(`^${body}$`);
}

/**
 * What in `texts` is an English message or a raw message id although `locale` has a translation:
 * the English messages that differ from `locale`'s and from every message of it (a shared word such
 * as "Actions" is no leak), matched against whole texts with their values as wildcards.
 */
export function untranslated(texts: string[], translated: Record<string, string>): string[] {
  const localeValues = new Set(Object.values(translated));
  const leaks = Object.entries(ENGLISH)
    .filter(([key, english]) => translated[key] !== english && !localeValues.has(english))
    .map(([key, english]) => ({ key, pattern: englishPattern(english) }))
    // A message that is all values (`{state} {status} · {ms, number} ms`) matches too much to tell.
    .filter(({ pattern }) => pattern.source.replace(/\.\+\?|[\s·:()\\]/g, '').length >= 3);
  const found: string[] = [];
  for (const text of texts) {
    if (/route-discovery\.[\w.-]+/.test(text) || KEYS.has(text)) found.push(`raw id: ${text}`);
    for (const { key, pattern } of leaks) if (pattern.test(text)) found.push(`English ${key}: ${text}`);
  }
  return found;
}
