import { maskPreviewSecrets } from '../../server/src/discovery/preview-secrets';

/** Preview URLs' secrets (docs/decisions/0155-preview-url-secrets.md): masked, the rest kept as is. */
describe('maskPreviewSecrets', () => {
  it("masks Strapi's preview guide secret and other secret-named parameters, keeping the rest byte for byte", () => {
    expect(
      maskPreviewSecrets('https://front.test/api/preview?url=%2Fblog%2Fa&secret=s3cr3t&status=draft'),
    ).toEqual({
      url: 'https://front.test/api/preview?url=%2Fblog%2Fa&secret=****&status=draft',
      masked: ['secret'],
    });
    expect(maskPreviewSecrets('/preview?previewToken=abc&api_key=def&x=1#top')).toEqual({
      url: '/preview?previewToken=****&api_key=****&x=1#top',
      masked: ['previewToken', 'api_key'],
    });
  });

  it('leaves URLs without a secret-named parameter unchanged, and names without a value', () => {
    for (const url of [
      'https://front.test/p?status=draft&locale=fr',
      '/p',
      '/p?secret',
      '/p#secret=x',
      '/p?monkey=1',
    ]) {
      expect(maskPreviewSecrets(url)).toEqual({ url, masked: [] });
    }
  });

  it('reads percent-encoded names, and keeps a name that is not valid encoding as written', () => {
    expect(maskPreviewSecrets('/p?%73ecret=x&%E0%A4%A=1').url).toBe('/p?%73ecret=****&%E0%A4%A=1');
  });
});
