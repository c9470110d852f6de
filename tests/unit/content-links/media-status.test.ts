import {
  isLoopbackHost,
  isSignedUrl,
  mixesFormatUrls,
  withMediaIssue,
} from '../../../server/src/content-links/media-status';
import { blocksLinks } from '../../../server/src/content-links/blocks-links';

describe('media statuses (docs/decisions/0151-media-urls-outside-this-environment.md)', () => {
  it('knows signed URLs with an expiry by provider, in any letter case', () => {
    const signed = [
      'https://b.s3.amazonaws.com/k?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=900&X-Amz-Signature=ab',
      'https://b.s3.amazonaws.com/k?x-amz-signature=ab',
      'https://storage.googleapis.com/b/k?X-Goog-Expires=60&X-Goog-Signature=ab',
      'https://a.blob.core.windows.net/c/k?sv=2022&se=2025-01-01&sig=ab',
      'https://d.cloudfront.net/k?Expires=1700000000&Signature=ab&Key-Pair-Id=K',
    ];
    for (const url of signed) expect(isSignedUrl(new URL(url))).toBe(true);
    for (const url of ['https://x.test/k?v=2', 'https://x.test/k?expires=1', 'https://x.test/k?sig=a'])
      expect(isSignedUrl(new URL(url))).toBe(false);
  });

  it('knows loopback hosts', () => {
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]'])
      expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['localhost.example', '10.0.0.1', 'cms.example.com'])
      expect(isLoopbackHost(host)).toBe(false);
  });

  it('keeps a broken offline status, needs the file for a foreign host, else replaces ok or null', () => {
    const foreign = { status: 'foreign-media-host', needsFile: true } as const;
    const signed = { status: 'signed-media-url', needsFile: false } as const;
    expect(withMediaIssue(null, 'ok')).toBe('ok');
    expect(withMediaIssue(foreign, 'ok')).toBe('foreign-media-host');
    expect(withMediaIssue(foreign, 'deleted')).toBeNull();
    expect(withMediaIssue(signed, null)).toBe('signed-media-url');
    expect(withMediaIssue(signed, 'ok')).toBe('signed-media-url');
    expect(withMediaIssue(signed, 'deleted')).toBe('deleted');
  });

  it('flags a blocks image whose url is absolute while a format is relative (strapi/strapi#21041)', () => {
    expect(mixesFormatUrls('https://cdn.test/a.png', { thumbnail: { url: '/uploads/t_a.png' } })).toBe(true);
    expect(
      mixesFormatUrls('https://cdn.test/a.png', { thumbnail: { url: 'https://cdn.test/t_a.png' } }),
    ).toBe(false);
    expect(mixesFormatUrls('/uploads/a.png', { thumbnail: { url: '/uploads/t_a.png' } })).toBe(false);
    expect(mixesFormatUrls('https://cdn.test/a.png', null)).toBe(false);
    const image = (url: string, thumbnail: string) => ({
      type: 'image',
      image: { url, formats: { thumbnail: { url: thumbnail } } },
      children: [{ type: 'text', text: '' }],
    });
    const [mixed, plain] = blocksLinks(
      [image('https://cdn.test/a.png', '/uploads/t_a.png'), image('/uploads/a.png', '/uploads/t_a.png')],
      'content',
    );
    expect(mixed).toMatchObject({ fieldPath: 'content[0]', mixedFormats: true });
    expect(plain.mixedFormats).toBeUndefined();
  });
});
