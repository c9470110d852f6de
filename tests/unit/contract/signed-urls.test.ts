import { maskSignedUrl, maskSignedUrlsIn, signedUrlSecrets } from '@route-discovery/contract';
import { isSignedUrl } from '../../../server/src/content-links/media-status';

/** docs/decisions/0157-signed-media-url-signatures-masked.md: one rule detects and masks. */
describe('signed media URLs: the signature masked, the rest byte for byte', () => {
  const cases: Array<[provider: string, url: string, masked: string]> = [
    [
      'AWS SigV4',
      'https://b.s3.amazonaws.com/k.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA%2F1&X-Amz-Expires=900&X-Amz-Signature=abc123',
      'https://b.s3.amazonaws.com/k.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA%2F1&X-Amz-Expires=900&X-Amz-Signature=****',
    ],
    [
      'AWS SigV4, temporary credentials, lower case',
      'https://b.s3.amazonaws.com/k?x-amz-expires=60&x-amz-security-token=FwoG%2Bz&x-amz-signature=ab#p',
      'https://b.s3.amazonaws.com/k?x-amz-expires=60&x-amz-security-token=****&x-amz-signature=****#p',
    ],
    [
      'Google Cloud Storage V4',
      'https://storage.googleapis.com/b/k?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Expires=60&X-Goog-Signature=9f8e',
      'https://storage.googleapis.com/b/k?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Expires=60&X-Goog-Signature=****',
    ],
    [
      'Azure SAS',
      'https://a.blob.core.windows.net/c/k?sv=2022-11-02&se=2025-01-01T00%3A00Z&sr=b&sp=r&sig=Zm9v%2Bbar%3D',
      'https://a.blob.core.windows.net/c/k?sv=2022-11-02&se=2025-01-01T00%3A00Z&sr=b&sp=r&sig=****',
    ],
    [
      'CloudFront canned policy',
      'https://d.cloudfront.net/k?Expires=1700000000&Signature=a~b_c&Key-Pair-Id=K2JCJMDEHXQW5F',
      'https://d.cloudfront.net/k?Expires=1700000000&Signature=****&Key-Pair-Id=K2JCJMDEHXQW5F',
    ],
    [
      'S3 V2 query string',
      'https://b.s3.amazonaws.com/k?AWSAccessKeyId=AKIA&Expires=1700000000&Signature=vjby%2B',
      'https://b.s3.amazonaws.com/k?AWSAccessKeyId=AKIA&Expires=1700000000&Signature=****',
    ],
  ];

  it.each(cases)('%s: detected, and its signature masked', (_provider, url, masked) => {
    expect(isSignedUrl(new URL(url))).toBe(true);
    expect(maskSignedUrl(url).url).toBe(masked);
    expect(maskSignedUrl(masked).url).toBe(masked);
  });

  it('leaves a bare Expires, a bare sig and other queries as written, and detection agrees', () => {
    const plain = [
      'https://x.test/k?Expires=1700000000',
      'https://x.test/k?sig=abc',
      'https://x.test/k?Signature=abc',
      'https://x.test/k?se=2025&token=abc',
      'https://x.test/k?v=2#sig=abc',
      'https://x.test/k',
    ];
    for (const url of plain) {
      expect(maskSignedUrl(url)).toEqual({ url, masked: [] });
      expect(isSignedUrl(new URL(url))).toBe(false);
    }
    expect(signedUrlSecrets(['Expires'])).toBeNull();
  });

  it('names what it masked, decoded, and masks an encoded name too', () => {
    expect(maskSignedUrl('https://x.test/k?se=1&%73ig=abc')).toEqual({
      url: 'https://x.test/k?se=1&%73ig=****',
      masked: ['sig'],
    });
  });

  it('masks signed URLs inside a text, a clipped one too, and leaves other text alone', () => {
    expect(maskSignedUrlsIn('see https://b.test/k?X-Amz-Expires=9&X-Amz-Signature=abcd… now')).toBe(
      'see https://b.test/k?X-Amz-Expires=9&X-Amz-Signature=**** now',
    );
    expect(maskSignedUrlsIn('sig=abc and https://x.test/?sig=a')).toBe('sig=abc and https://x.test/?sig=a');
  });
});
