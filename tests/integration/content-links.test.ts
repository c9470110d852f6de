import type { ContentLinkRow } from '../../server/src/content-links/types';
import {
  ENDPOINT,
  ARTICLE,
  SITE,
  OUTSIDE,
  playground,
  rows,
  ids,
  fetchLinks,
  helloWorldRows,
} from '../helpers/content-links-suite';
// The suite's other half, on this file's one playground: its tests run first (decision 0254).
import './content-links-names.part';

/**
 * `v1/content-links` rows (docs/api.md, "Content links"). Their names (titles, type names, field
 * labels): content-links-names.part.ts.
 */

describe('content-links rows (docs/api.md, "Content links")', () => {
  it('lists every link of the seeded article, in both locales, with its place, text and offline status', () => {
    const ofHello = rows.filter((row) => row.document_id === ids.hello);
    expect(
      ofHello.map((row) => [row.locale, row.field_path, row.link_text, row.kind, row.status, row.target]),
    ).toEqual(helloWorldRows());
  });

  it('gives each row its edit view, site URL and testability', () => {
    const row = rows.find((candidate) => candidate.document_id === ids.hello && candidate.locale === 'fr');
    expect(row?.content_type).toBe(ARTICLE);
    expect(row?.edit_url).toBe(
      `/admin/content-manager/collection-types/${ARTICLE}/${ids.hello}?plugins[i18n][locale]=fr`,
    );
    expect(row?.site_url).toBe(`${SITE}/fr/blog/bonjour-le-monde`);
    const bySkip = (kind: string) =>
      rows.filter((r) => r.kind === kind).map((r) => [r.is_testable, r.skip_reason]);
    expect(new Set(bySkip('mailto').map(String))).toEqual(new Set(['false,Not an HTTP link']));
    expect(new Set(bySkip('anchor').map(String))).toEqual(new Set(['false,Points within the same page']));
    expect(rows.find((r) => r.status === 'private')).toMatchObject({
      is_testable: false,
      skip_reason: 'Requires authentication',
    });
    expect(rows.find((r) => r.kind === 'external')).toMatchObject({ is_testable: true, skip_reason: '' });
  });

  it('reads an e-mail field of a public type, and no drafts or non-public types by default', () => {
    expect(
      rows
        .filter((row) => row.content_type !== ARTICLE)
        .map((row) => [row.content_type, row.field_path, row.target]),
    ).toEqual([['api::guestbook-entry.guestbook-entry', 'email', 'mailto:ada@example.com']]);
    expect(rows.some((row) => row.document_id === ids.draft)).toBe(false);
  });

  it('adds published documents of non-public types with scope=all', async () => {
    const all = await fetchLinks({ scope: 'all' });
    const notes = all.links.filter((row) => row.content_type === 'api::internal-note.internal-note');
    expect(notes.map((row) => [row.field_path, row.target, row.locale])).toEqual([
      ['reference', `${OUTSIDE}/internal`, null],
    ]);
    expect(all.count).toBe(rows.length + 1);
  });

  it.each([
    [{ kind: 'document' }, (row: ContentLinkRow) => row.kind === 'document'],
    // A site path a pattern matched is a document, one only a catch-all matched stays a site link.
    [{ kind: 'site' }, (row: ContentLinkRow) => row.kind === 'site'],
    [{ kind: 'media' }, (row: ContentLinkRow) => row.kind === 'media'],
    [{ locale: 'fr' }, (row: ContentLinkRow) => row.locale === 'fr'],
    [
      { content_type: 'api::guestbook-entry.guestbook-entry' },
      (row: ContentLinkRow) => row.content_type.startsWith('api::guest'),
    ],
    [{ kind: 'nonsense' }, () => true],
    // The homepage widget's request: only links the database decided broken.
    [{ status: 'broken' }, (row: ContentLinkRow) => row.status !== null && row.status !== 'ok'],
    [{ status: 'ok,deleted' }, (row: ContentLinkRow) => row.status === 'ok' || row.status === 'deleted'],
    [{ status: 'ok,nonsense' }, () => true],
  ])('filters %j', async (query, keep) => {
    const body = await fetchLinks(query as Record<string, string>);
    expect(body.links).toEqual(rows.filter(keep));
    expect(body.count).toBe(body.links.length);
    expect(body.metadata.total_count).toBe(body.links.length);
    expect(body.metadata.testable_count).toBe(body.links.filter((row) => row.is_testable).length);
  });

  it('says which statuses it kept in applied_filters, and finds broken links of every status', async () => {
    const body = await fetchLinks({ status: 'broken' });
    // The media statuses come from the integrity seed (Release notes, en: tests/integration/integrity.test.ts).
    const broken = [
      'draft-only',
      'deleted',
      'locale-missing',
      'private',
      'foreign-media-host',
      'signed-media-url',
      'mixed-media-formats',
    ];
    expect(body.metadata.applied_filters).toMatchObject({ status: broken });
    expect(new Set(body.links.map((row) => row.status))).toEqual(new Set(broken));
    expect((await fetchLinks()).metadata.applied_filters).toMatchObject({ status: null });
  });

  it('keeps the access rules and caching headers of the URL endpoints', async () => {
    const anonymous = await playground.http.get(ENDPOINT);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer realm="route-discovery"');
    const wrong = await playground.http.get(ENDPOINT).set('Authorization', 'Bearer wrong-key');
    expect(wrong.status).toBe(403);
    const ok = await playground.http.get(ENDPOINT).set('Authorization', `Bearer ${playground.apiKey}`);
    expect(ok.headers['cache-control']).toBe('private, no-store');
    expect(ok.headers.vary).toMatch(/Authorization/);
    expect(ok.body.metadata).toMatchObject({ api_version: 'v1', applied_filters: { scope: 'public' } });
  });

  it('shares one computation between identical concurrent requests', async () => {
    const bodies = await Promise.all([fetchLinks(), fetchLinks(), fetchLinks()]);
    for (const body of bodies) expect(body.links).toEqual(rows);
  });
});
