import fc from 'fast-check';
import { patternForRow, type LocalePrefix } from '../../server/src/site-pages/pattern-config';
import { buildSiteUrl } from '../../server/src/site-pages/site-url-builder';

/**
 * Property (docs/configuration.md, "Site URL patterns"): whatever the pattern, the locale rule and
 * the document's values, `site_url` is a valid URL on the configured origin and under its path,
 * with an empty reason, or `""` with a reason; never an exception.
 */
const SITE_URLS = ['https://www.example.com', 'https://www.example.com/', 'http://127.0.0.1:8080/site/'];
const NAMES = ['slug', 'title', 'category.slug', 'locale', 'documentId', 'seo.metaTitle'];

const literal = fc.string({ maxLength: 12 });
const placeholder = fc.constantFrom(...NAMES).map((name) => `[${name}]`);
const pattern = fc.array(fc.oneof(literal, placeholder), { maxLength: 6 }).map((parts) => parts.join(''));
const value = fc.oneof(
  fc.string(),
  fc.constantFrom('', '..', '/', '//evil.example', 'https://evil.example', '%2F', '?x=1#y', 'a b'),
  fc.integer(),
  fc.constant(null),
  fc.constant(undefined),
);

describe('site_url property', () => {
  it('is a URL on the configured origin and path, or "" with a reason', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SITE_URLS),
        pattern,
        fc.dictionary(fc.constantFrom(...NAMES), value),
        fc.constantFrom<LocalePrefix>('never', 'always', 'as-needed'),
        fc.constantFrom('en', 'fr', 'pt-BR', null),
        fc.option(fc.dictionary(fc.constantFrom('fr', 'pt-BR'), pattern), { nil: undefined }),
        (siteUrl, base, values, prefix, locale, overrides) => {
          const entry = overrides ? { default: base, ...overrides } : base;
          const rowPattern = patternForRow(entry, locale, 'en', prefix) ?? '';
          const result = buildSiteUrl(siteUrl, rowPattern, (name) => values[name]);
          if (result.site_url === '') {
            expect(result.site_url_reason.length).toBeGreaterThan(0);
            return;
          }
          expect(result.site_url_reason).toBe('');
          const url = new URL(result.site_url);
          const configured = new URL(siteUrl);
          expect(url.origin).toBe(configured.origin);
          expect(url.pathname.startsWith(configured.pathname.replace(/\/+$/, ''))).toBe(true);
          expect(url.href).toBe(result.site_url);
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 2000) },
    );
  });

  it('names the placeholders that have no value', () => {
    expect(
      buildSiteUrl('https://x.example', '/b/[category.slug]/[slug]', (n) => (n === 'slug' ? 'a' : null)),
    ).toEqual({
      site_url: '',
      site_url_reason: '[category.slug] has no value',
    });
  });

  it('refuses a pattern that would leave the origin', () => {
    expect(buildSiteUrl('https://x.example/site', '/../../elsewhere', () => '').site_url).toBe('');
  });
});
