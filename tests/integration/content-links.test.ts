import { startPlayground, type Playground } from '../helpers/playground';
import type { ContentLinkRow } from '../../server/src/content-links/types';

const ENDPOINT = '/api/route-discovery/v1/content-links';
const ARTICLE = 'api::article.article';
const SITE = 'https://www.example.test';
const OUTSIDE = 'http://127.0.0.1:9';
/** The outside upload provider's origin the seed uses without `PLAYGROUND_MEDIA_ORIGIN`. */
const PROVIDER = 'http://127.0.0.1:8';
const CATEGORY = 'api::category.category';

let playground: Playground;
let rows: ContentLinkRow[];
let ids: Record<string, string>;
let files: Record<string, string>;

interface LinkEnvelope {
  links: ContentLinkRow[];
  count: number;
  metadata: Record<string, unknown>;
}

async function fetchLinks(query: Record<string, string> = {}): Promise<LinkEnvelope> {
  const response = await playground.http
    .get(ENDPOINT)
    .query(query)
    .set('Authorization', `Bearer ${playground.apiKey}`);
  expect(response.status).toBe(200);
  return response.body as LinkEnvelope;
}

/** documentIds and upload URLs of the seeded link targets, read from the database. */
async function seededTargets() {
  const { strapi } = playground;
  const article = async (slug: string) =>
    (
      (await strapi.db.query(ARTICLE).findOne({ select: ['documentId'], where: { slug } })) as {
        documentId: string;
      }
    ).documentId;
  const file = async (name: string) =>
    ((await strapi.db.query('plugin::upload.file').findOne({ where: { name } })) as { url: string }).url;
  const store = strapi.store({ type: 'plugin', name: 'playground' });
  return {
    ids: {
      hello: await article('hello-world'),
      tips: await article('strapi-tips'),
      releaseNotes: await article('release-notes'),
      draft: await article('draft-unpublished-plans'),
      deleted: String(await store.get({ key: 'links-deleted-article' })),
    },
    files: {
      cover: await file('links-cover.png'),
      leaflet: await file('links-leaflet.txt'),
      removed: String(await store.get({ key: 'links-removed-url' })),
    },
  };
}

beforeAll(async () => {
  playground = await startPlayground({
    env: {
      ROUTE_DISCOVERY_CONFIG: JSON.stringify({
        siteUrl: SITE,
        // A French pattern of its own (the link's locale comes from it) and a catch-all for categories.
        urlPatterns: { [ARTICLE]: { default: '/blog/[slug]', fr: '/fr/blog/[slug]' }, [CATEGORY]: '/[slug]' },
      }),
    },
  });
  ({ ids, files } = await seededTargets());
  rows = (await fetchLinks()).links;
});

afterAll(async () => {
  await playground?.stop();
});

/** One expected row: locale, field_path, link_text, kind, status, target. */
type Expected = [string | null, string, string, ContentLinkRow['kind'], ContentLinkRow['status'], string];

function helloWorldRows(): Expected[] {
  const api = (id: string) => `/api/articles/${id}`;
  const thumbnail = files.cover.replace('/uploads/', '/uploads/thumbnail_');
  return [
    ['en', 'content[0].children[1]', 'Strapi tips', 'document', 'ok', api(ids.tips)],
    ['en', 'content[0].children[3]', 'our plans', 'document', 'draft-only', api(ids.draft)],
    ['en', 'content[1].children[0]', 'an old post', 'document', 'deleted', api(ids.deleted)],
    ['en', 'content[1].children[1]', 'outside page', 'external', null, `${OUTSIDE}/ok`],
    ['en', 'content[1].children[2]', 'write to us', 'mailto', null, 'mailto:team@example.com'],
    ['en', 'content[1].children[3]', 'call us', 'tel', null, 'tel:+441234567890'],
    ['en', 'content[2]', 'cover', 'media', 'ok', files.cover],
    ['en', 'content[3].children[0]', 'old brochure', 'media', 'deleted', files.removed],
    [
      'en',
      'content[4].children[0].children[0]',
      'news desk',
      'document',
      'ok',
      expect.stringMatching(/^\/api\/categories\//) as unknown as string,
    ],
    [
      'en',
      'content[4].children[1].children[0]',
      'salary bands',
      'document',
      'private',
      expect.stringMatching(/^\/api\/internal-notes\//) as unknown as string,
    ],
    ['en', 'content[5].children[0]', 'tips page', 'document', 'ok', `${SITE}/blog/strapi-tips`],
    [
      'en',
      'content[5].children[1]',
      'plans page',
      'document',
      'draft-only',
      `${SITE}/blog/draft-unpublished-plans`,
    ],
    ['en', 'content[5].children[2]', 'old post page', 'document', 'deleted', `${SITE}/blog/deleted-old-post`],
    ['en', 'content[5].children[3]', 'astuces page', 'document', 'ok', `${SITE}/fr/blog/astuces-strapi`],
    [
      'en',
      'content[5].children[4]',
      'notes page in French',
      'document',
      'locale-missing',
      `${SITE}/fr/blog/release-notes`,
    ],
    ['en', 'content[5].children[5]', 'news page', 'document', 'ok', `${SITE}/news`],
    [
      'en',
      'content[6].children[0]',
      'provider image',
      'media',
      'ok',
      `${PROVIDER}/bucket/links_provider.png`,
    ],
    [
      'en',
      'content[6].children[1]',
      'gone provider image',
      'media',
      'deleted',
      `${PROVIDER}/bucket/links_provider_gone.png`,
    ],
    ['en', 'notes', 'Back to top', 'anchor', null, '#top'],
    ['en', 'notes', 'release notes', 'document', 'ok', api(ids.releaseNotes)],
    ['en', 'notes', 'tips', 'document', 'ok', api(ids.tips)],
    ['en', 'notes', `${OUTSIDE}/autolink`, 'external', null, `${OUTSIDE}/autolink`],
    ['en', 'notes', 'Leaflet', 'media', 'ok', files.leaflet],
    ['en', 'notes', 'tips by id', 'document', 'ok', api(ids.tips)],
    ['en', 'notes', 'raw html link', 'external', null, `${OUTSIDE}/html`],
    ['en', 'notes', 'cover again', 'media', 'ok', files.cover],
    ['en', 'website', '', 'external', null, `${OUTSIDE}/website`],
    ['en', 'cover', 'links-cover.png', 'media', 'ok', files.cover],
    ['en', 'cover.formats.thumbnail', 'links-cover.png', 'media', 'ok', thumbnail],
    ['en', 'sections[0].body[0].children[0]', 'tips again', 'document', 'ok', api(ids.tips)],
    ['en', 'sections[1].url', '', 'external', null, `${OUTSIDE}/partner`],
    ['en', 'sections[1].details', 'partner docs', 'external', null, `${OUTSIDE}/docs`],
    ['en', 'cards[0].url', '', 'document', 'ok', '/api/homepage'],
    ['en', 'cards[1].url', '', 'site', null, `${SITE}/about-us`],
    ['fr', 'content[0].children[0]', 'notes de version', 'document', 'locale-missing', api(ids.releaseNotes)],
    ['fr', 'content[0].children[1]', 'astuces', 'document', 'ok', api(ids.tips)],
    ['fr', 'notes', 'Accueil', 'document', 'ok', '/api/homepage'],
    ['fr', 'notes', 'ailleurs', 'external', null, `${OUTSIDE}/fr`],
    ['fr', 'cover', 'links-cover.png', 'media', 'ok', files.cover],
    ['fr', 'cover.formats.thumbnail', 'links-cover.png', 'media', 'ok', thumbnail],
  ];
}

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

describe('content-links names (document titles, type names, field labels)', () => {
  const GUESTBOOK = 'api::guestbook-entry.guestbook-entry';
  const VIEW_KEY = `plugin_content_manager_configuration_content_types::${GUESTBOOK}`;

  it('names a localized document by its title in each locale, and each place as the edit view labels it', () => {
    const named = (locale: string) =>
      rows.find(
        (row) => row.document_id === ids.hello && row.locale === locale && row.field_path === 'cover',
      );
    expect(named('en')).toMatchObject({ document_title: 'Hello world', content_type_name: 'Article' });
    expect(named('fr')).toMatchObject({ document_title: 'Bonjour le monde', content_type_name: 'Article' });
    const label = (path: string) =>
      rows.find((row) => row.document_id === ids.hello && row.locale === 'en' && row.field_path === path)
        ?.field_label;
    expect(label('content[0].children[1]')).toBe('Content › paragraph 1 › link 1');
    expect(label('content[4].children[1].children[0]')).toBe('Content › list 1 › list item 2 › link 1');
    expect(label('sections[0].body[0].children[0]')).toBe(
      'Sections › Text block 1 › Body › paragraph 1 › link 1',
    );
    expect(label('cards[1].url')).toBe('Cards › Link card 2 › Url');
    expect(label('cover.formats.thumbnail')).toBe('Cover › thumbnail format');
  });

  it("names a document by its documentId when the Content Manager's view has no main field", async () => {
    const store = playground.strapi.db.query('strapi::core-store' as never);
    const stored = (await store.findOne({ where: { key: VIEW_KEY } })) as { id: number; value: string };
    const view = JSON.parse(stored.value) as { settings: Record<string, unknown> };
    expect(view.settings.mainField).toBe('name');
    const query = { content_type: GUESTBOOK };
    expect((await fetchLinks(query)).links.map((row) => row.document_title)).toEqual(['Ada']);
    try {
      const { mainField: _dropped, ...settings } = view.settings;
      await store.update({
        where: { id: stored.id },
        data: { value: JSON.stringify({ ...view, settings }) },
      });
      const [row] = (await fetchLinks(query)).links;
      expect(row).toMatchObject({ document_title: row.document_id, content_type_name: 'Guestbook entry' });
      expect(row.field_label).toBe('Email');
    } finally {
      await store.update({ where: { id: stored.id }, data: { value: stored.value } });
    }
  });
});
