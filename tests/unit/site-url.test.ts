import { buildSiteUrl, patternFields } from '../../server/src/discovery/site-url';

describe('buildSiteUrl', () => {
  // A scanned row as the driver returns it: flat, with the row's internal id left in.
  const document = { id: 7, documentId: 'abc123', locale: 'fr', slug: 'hello world', title: 'Hi' };

  it('fills documentId, locale and the attributes read for the pattern, URL-encoded', () => {
    expect(
      buildSiteUrl('https://example.com/', '/[locale]/blog/[slug]-[documentId]', document, ['slug']),
    ).toBe('https://example.com/fr/blog/hello%20world-abc123');
  });

  it('gives an empty site_url when a placeholder names neither a read attribute nor documentId/locale', () => {
    // `id` is in the row but is no attribute: it must never reach a public URL.
    expect(buildSiteUrl('https://example.com', '/items/[id]', document, ['slug'])).toBe('');
    expect(buildSiteUrl('https://example.com', '/items/[title]', document, ['slug'])).toBe('');
  });

  it('gives an empty site_url when a read attribute is empty', () => {
    expect(buildSiteUrl('https://example.com', '/blog/[slug]', { ...document, slug: '' }, ['slug'])).toBe('');
  });
});

describe('patternFields', () => {
  it('lists the placeholders in order', () => {
    expect(patternFields('/[locale]/blog/[slug]-[documentId]')).toEqual(['locale', 'slug', 'documentId']);
  });
});
