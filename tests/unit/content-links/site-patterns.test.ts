import {
  sitePathMatcherOf,
  type PlaceholderColumnType,
} from '../../../server/src/content-links/site-patterns';
import type { ContentTypeInfo } from '../../../server/src/model/content-types';
import type { SiteOptions } from '../../../server/src/site-pages/type-site-plan';

const type = (
  name: string,
  localized: boolean,
  attributes: ContentTypeInfo['attributes'],
): ContentTypeInfo => ({
  uid: `api::${name}.${name}`,
  kind: 'collectionType',
  draftAndPublish: true,
  localized,
  attributes,
});
const ARTICLE = type('article', true, {
  slug: { type: 'uid' },
  data: { type: 'json' },
  category: { type: 'relation', relation: 'manyToOne', target: 'api::category.category' },
});
const PAGE = type('page', false, { slug: { type: 'uid' } });
const PRODUCT = type('product', false, { sku: { type: 'biginteger' }, name: { type: 'string' } });

/**
 * The schema as `sitePathMatcher` reads it (`resolvePlaceholder`): an attribute of the type's own
 * table gives its type; a dot path (through a relation or component) or a relation gives null.
 */
const columnType: PlaceholderColumnType = (owner, name) => {
  const attribute = owner.attributes[name];
  return !name.includes('.') && attribute && attribute.type !== 'relation' ? (attribute.type ?? '') : null;
};

const LOCALES = ['en', 'fr'];
const SITE = 'https://site.test';

/** A matcher over the article, page and product types with these patterns. */
function matcher(
  urlPatterns: SiteOptions['urlPatterns'],
  localePrefix: SiteOptions['localePrefix'] = 'never',
) {
  return sitePathMatcherOf(
    columnType,
    [ARTICLE, PAGE, PRODUCT],
    { urlPatterns, localePrefix },
    SITE,
    LOCALES,
    'en',
  );
}

/** Each candidate as `<type> <locale> <specific> <values>`, to compare lists at a glance. */
const brief = (found: ReturnType<ReturnType<typeof matcher>>) =>
  found.map((c) => `${c.type.uid.split('.')[1]} ${c.locale} ${c.specific} ${JSON.stringify(c.values)}`);

describe('sitePathMatcher (docs/configuration.md, "Site URL patterns", read backwards)', () => {
  it('matches site URLs and site-relative paths, query and fragment dropped, trailing slash allowed', () => {
    const match = matcher({ [ARTICLE.uid]: '/blog/[slug]' });
    const hello = ['article null true {"slug":"hello"}'];
    expect(brief(match('https://site.test/blog/hello'))).toEqual(hello);
    expect(brief(match('/blog/hello/?page=2#top'))).toEqual(hello);
    expect(brief(match('/blog/caf%C3%A9'))).toEqual(['article null true {"slug":"café"}']);
    for (const other of [
      '//site.test/blog/hello', // protocol-relative: another origin for all the matcher knows
      'https://other.test/blog/hello',
      'https://site.test.evil/blog/hello',
      '/blog/hello/more',
      '/blog/',
      '/blog/%E0%A4%A', // not decodable
      'blog/hello',
    ])
      expect(match(other)).toEqual([]);
  });

  it('gives a pattern every locale shares no locale (the linking document decides), and a prefixed one its own', () => {
    expect(brief(matcher({ [ARTICLE.uid]: '/blog/[slug]' }, 'never')('/blog/a'))).toEqual([
      'article null true {"slug":"a"}',
    ]);
    const asNeeded = matcher({ [ARTICLE.uid]: '/blog/[slug]' }, 'as-needed');
    expect(brief(asNeeded('/blog/a'))).toEqual(['article en true {"slug":"a"}']);
    expect(brief(asNeeded('/fr/blog/a'))).toEqual(['article fr true {"slug":"a"}']);
    expect(asNeeded('/de/blog/a')).toEqual([]);
    const always = matcher({ [ARTICLE.uid]: '/blog/[slug]' }, 'always');
    expect(brief(always('/en/blog/a'))).toEqual(['article en true {"slug":"a"}']);
    expect(always('/blog/a')).toEqual([]);
  });

  it('takes the locale from a [locale] placeholder, and refuses one that contradicts the pattern', () => {
    const shared = matcher({ [ARTICLE.uid]: '/[locale]/news/[slug]' }, 'always');
    expect(brief(shared('/fr/news/a'))).toEqual(['article fr true {"slug":"a"}']);
    // `en` has a pattern of its own with [locale] in it; `fr` uses the default one.
    const own = matcher({ [ARTICLE.uid]: { en: '/[locale]/story/[slug]', default: '/story/[slug]' } });
    expect(brief(own('/en/story/a'))).toEqual(['article en true {"slug":"a"}']);
    expect(own('/fr/story/a')).toEqual([]);
    expect(brief(own('/story/a'))).toEqual(['article fr true {"slug":"a"}']);
  });

  it('does not count a locale prefix as literal text of the pattern itself', () => {
    const match = matcher({ [ARTICLE.uid]: '/[slug]', [PAGE.uid]: '/[slug]' }, 'as-needed');
    expect(brief(match('/fr/a'))).toEqual(['article fr false {"slug":"a"}']);
  });

  it('lists every matching pattern, the one with the most literal text first', () => {
    const match = matcher({
      [PAGE.uid]: '/[slug]',
      [ARTICLE.uid]: '/[slug]/[documentId]',
      [PRODUCT.uid]: '/p/[name]',
    });
    expect(brief(match('/p/x'))).toEqual([
      'product null true {"name":"x"}',
      'article null false {"slug":"p","documentId":"x"}',
    ]);
    expect(brief(match('/about'))).toEqual(['page null false {"slug":"about"}']);
  });

  it('compares an integer attribute with digits only, and a repeated placeholder with one value', () => {
    const match = matcher({ [PRODUCT.uid]: '/products/[sku]/[name]/[name]' });
    expect(brief(match('/products/-42/x/x'))).toEqual(['product null true {"sku":"-42","name":"x"}']);
    expect(match('/products/4x2/x/x')).toEqual([]);
    expect(match(`/products/${'9'.repeat(19)}/x/x`)).toEqual([]);
    expect(match('/products/42/x/y')).toEqual([]);
  });

  it('leaves out patterns it cannot read backwards: dot paths, relations, JSON, a query, a fragment', () => {
    for (const pattern of [
      '/blog/[category.slug]/[slug]',
      '/blog/[category]/[slug]',
      '/blog/[data]/[slug]',
      '/blog/[slug]?x=1',
      '/blog/[slug]#top',
      '/blog/[missing]',
    ]) {
      const match = matcher({ [ARTICLE.uid]: pattern, [PAGE.uid]: '/page/[slug]' });
      expect(match('/blog/tech/a')).toEqual([]);
      expect(match('/blog/a')).toEqual([]);
      expect(brief(match('/page/a'))).toEqual(['page null true {"slug":"a"}']);
    }
  });

  it('matches nothing without a pattern, and the site root only by a root pattern', () => {
    expect(matcher({})('/blog/a')).toEqual([]);
    const root = matcher({ [PAGE.uid]: '/' });
    expect(brief(root(SITE))).toEqual(['page null false {}']);
    expect(brief(root(`${SITE}/?x`))).toEqual(['page null false {}']);
  });
});
