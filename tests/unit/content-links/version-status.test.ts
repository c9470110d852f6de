import { versionStatus, type VersionRow } from '../../../server/src/content-links/offline-decider';
import type { ContentTypeInfo } from '../../../server/src/model/content-types';

const ARTICLE: ContentTypeInfo = {
  uid: 'api::article.article',
  kind: 'collectionType',
  draftAndPublish: true,
  localized: true,
  attributes: {},
};
/** A type without draft and publish or i18n: every row it has is live, whatever its locale. */
const TAG: ContentTypeInfo = { ...ARTICLE, uid: 'api::tag.tag', draftAndPublish: false, localized: false };
const PUBLIC = new Set([ARTICLE.uid, TAG.uid]);

const draft = (locale: string | null): VersionRow => ({ documentId: 'doc1', locale, publishedAt: null });
const published = (locale: string | null): VersionRow => ({
  documentId: 'doc1',
  locale,
  publishedAt: '2025-01-01T00:00:00.000Z',
});

describe('versionStatus (docs/api.md, "Link status")', () => {
  it('is deleted without a version row, whether the type is public or not', () => {
    expect(versionStatus(ARTICLE, [], 'en', PUBLIC)).toBe('deleted');
    expect(versionStatus(ARTICLE, [], null, new Set())).toBe('deleted');
  });

  it('is private when the Public role may not read the type, even with a published row', () => {
    expect(versionStatus(ARTICLE, [published('en')], 'en', new Set([TAG.uid]))).toBe('private');
    expect(versionStatus(ARTICLE, [draft('en')], 'en', new Set())).toBe('private');
  });

  it('is draft-only when no row of a draft-and-publish type is published (null or absent publishedAt)', () => {
    expect(versionStatus(ARTICLE, [draft('en'), draft('fr')], 'en', PUBLIC)).toBe('draft-only');
    expect(versionStatus(ARTICLE, [draft('en')], null, PUBLIC)).toBe('draft-only');
    expect(versionStatus(ARTICLE, [{ documentId: 'doc1', locale: 'en' }], 'en', PUBLIC)).toBe('draft-only');
  });

  it('is locale-missing when a localized type is published only in other locales', () => {
    expect(versionStatus(ARTICLE, [published('fr'), draft('en')], 'en', PUBLIC)).toBe('locale-missing');
    expect(versionStatus(ARTICLE, [published('fr')], 'de', PUBLIC)).toBe('locale-missing');
  });

  it('is ok with a published row in the wanted locale, or in any locale when none is wanted', () => {
    expect(versionStatus(ARTICLE, [draft('en'), published('en')], 'en', PUBLIC)).toBe('ok');
    expect(versionStatus(ARTICLE, [published('fr')], null, PUBLIC)).toBe('ok');
  });

  it('takes every row of a type without draft and publish as live, and ignores the locale of a type without i18n', () => {
    expect(versionStatus(TAG, [{ documentId: 'doc1', publishedAt: null }], null, PUBLIC)).toBe('ok');
    expect(versionStatus(TAG, [{ documentId: 'doc1', locale: null }], 'fr', PUBLIC)).toBe('ok');
  });
});
