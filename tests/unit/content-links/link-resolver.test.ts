import { resolveLink, type LinkMatchers } from '../../../server/src/content-links/link-resolver';
import type { SiteCandidate } from '../../../server/src/content-links/site-patterns';
import type { ContentTypeInfo } from '../../../server/src/model/content-types';

const ARTICLE: ContentTypeInfo = {
  uid: 'api::article.article',
  kind: 'collectionType',
  draftAndPublish: true,
  localized: true,
  attributes: {},
};

/** Matchers of a run with a site URL, an S3 bucket as upload provider, and `/blog/[slug]`. */
const matchers: LinkMatchers = {
  origins: {
    restPrefix: '/api',
    cmsOrigins: new Set(['https://cms.test']),
    siteUrl: 'https://site.test',
    uploadsPrefix: '/uploads/',
    mediaOrigins: new Set(['https://bucket.s3.amazonaws.com']),
  },
  matchDocument: () => null,
  matchSite: (target): SiteCandidate[] =>
    target.startsWith('https://site.test/blog/')
      ? [{ type: ARTICLE, values: { slug: target.slice(23) }, locale: null, specific: true }]
      : [],
};

describe('resolveLink (docs/api.md, "Link kinds")', () => {
  it('makes a URL on an upload provider origin media, decided by its URL without query or fragment', () => {
    expect(resolveLink('https://bucket.s3.amazonaws.com/a_1.png?v=2#x', 'en', matchers)).toEqual({
      kind: 'media',
      target: 'https://bucket.s3.amazonaws.com/a_1.png?v=2#x',
      question: { offline: { kind: 'media', path: 'https://bucket.s3.amazonaws.com/a_1.png' } },
      media: null,
    });
    expect(resolveLink('https://other.s3.amazonaws.com/a.png', 'en', matchers).kind).toBe('external');
  });

  it('looks a site path a pattern matches up by its values, with the linking locale', () => {
    const resolved = resolveLink('/blog/hello', 'fr', matchers);
    expect(resolved.kind).toBe('site');
    expect(resolved.question).toEqual({
      lookup: {
        kind: 'site',
        locale: 'fr',
        candidates: [{ type: ARTICLE, values: { slug: 'hello' }, locale: null, specific: true }],
      },
    });
    expect(resolveLink('/about', 'fr', matchers).question).toBeNull();
  });

  it('takes a bare Strapi documentId for a document, and nothing else of its length', () => {
    expect(resolveLink(' ww526zjmueaxcd8hrqi9phnr ', null, matchers)).toEqual({
      kind: 'document',
      target: 'ww526zjmueaxcd8hrqi9phnr',
      question: { lookup: { kind: 'documentId', documentId: 'ww526zjmueaxcd8hrqi9phnr', locale: null } },
      media: null,
    });
    for (const other of ['Ww526zjmueaxcd8hrqi9phnr', '1w526zjmueaxcd8hrqi9phnr', 'ww526zjmueaxcd8hrqi9phn']) {
      expect(resolveLink(other, null, matchers)).toMatchObject({ kind: 'other', question: null });
    }
  });

  it('asks the upload table about an /uploads/ path under another host, and flags a loopback host whatever it holds', () => {
    expect(resolveLink('https://old.example/uploads/a.png?x=1', 'en', matchers)).toEqual({
      kind: 'external',
      target: 'https://old.example/uploads/a.png?x=1',
      question: { offline: { kind: 'media', path: '/uploads/a.png' } },
      media: { status: 'foreign-media-host', needsFile: true },
    });
    expect(resolveLink('http://localhost:1337/uploads/a.png', 'en', matchers).media).toEqual({
      status: 'foreign-media-host',
      needsFile: false,
    });
    expect(resolveLink('https://cms.test/uploads/a.png', 'en', matchers).media).toBeNull();
    expect(resolveLink('https://old.example/files/a.png', 'en', matchers).media).toBeNull();
  });

  it('flags a signed URL with an expiry on a provider or outside host', () => {
    const signed = resolveLink(
      'https://bucket.s3.amazonaws.com/a.png?X-Amz-Expires=60&X-Amz-Signature=ab',
      'en',
      matchers,
    );
    expect(signed).toMatchObject({
      kind: 'media',
      media: { status: 'signed-media-url', needsFile: false },
      question: { offline: { kind: 'media', path: 'https://bucket.s3.amazonaws.com/a.png' } },
      // Decided on the real URL, shown masked (decision 0157).
      shownUrl: 'https://bucket.s3.amazonaws.com/a.png?X-Amz-Expires=60&X-Amz-Signature=****',
      target: 'https://bucket.s3.amazonaws.com/a.png?X-Amz-Expires=60&X-Amz-Signature=****',
    });
    expect(
      resolveLink('https://cdn.test/a.png?Expires=1&Signature=x&Key-Pair-Id=k', null, matchers).media,
    ).toEqual({ status: 'signed-media-url', needsFile: false });
    expect(resolveLink('https://cdn.test/a.png?Expires=1', null, matchers).media).toBeNull();
  });
});
