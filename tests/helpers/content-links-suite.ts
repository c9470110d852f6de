/**
 * The content-links suites' app (tests/integration/content-links.test.ts and
 * content-links-names.part.ts): one playground per suite file with seeded links, every row of the
 * list, and the rows the seeded article must give.
 */
import { startPlayground, type Playground } from './playground';
import type { ContentLinkRow } from '../../server/src/content-links/types';

export const ENDPOINT = '/api/route-discovery/v1/content-links';
export const ARTICLE = 'api::article.article';
export const SITE = 'https://www.example.test';
export const OUTSIDE = 'http://127.0.0.1:9';
/** The outside upload provider's origin the seed uses without `PLAYGROUND_MEDIA_ORIGIN`. */
export const PROVIDER = 'http://127.0.0.1:8';
export const CATEGORY = 'api::category.category';

export let playground: Playground;
export let rows: ContentLinkRow[];
export let ids: Record<string, string>;
export let files: Record<string, string>;

export interface LinkEnvelope {
  links: ContentLinkRow[];
  count: number;
  metadata: Record<string, unknown>;
}

export async function fetchLinks(query: Record<string, string> = {}): Promise<LinkEnvelope> {
  const response = await playground.http
    .get(ENDPOINT)
    .query(query)
    .set('Authorization', `Bearer ${playground.apiKey}`);
  expect(response.status).toBe(200);
  return response.body as LinkEnvelope;
}

/** documentIds and upload URLs of the seeded link targets, read from the database. */
export async function seededTargets() {
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
export type Expected = [
  string | null,
  string,
  string,
  ContentLinkRow['kind'],
  ContentLinkRow['status'],
  string,
];

export function helloWorldRows(): Expected[] {
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
