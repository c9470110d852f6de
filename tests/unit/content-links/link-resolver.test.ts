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
    });
    for (const other of ['Ww526zjmueaxcd8hrqi9phnr', '1w526zjmueaxcd8hrqi9phnr', 'ww526zjmueaxcd8hrqi9phn']) {
      expect(resolveLink(other, null, matchers)).toMatchObject({ kind: 'other', question: null });
    }
  });
});
