import type { IntegrityEnvelope, IntegrityFinding } from '@route-discovery/contract';
import { integrityEnvelopeSchema } from '@route-discovery/contract';
import { startPlayground, type Playground } from '../helpers/playground';

const ENDPOINT = '/api/route-discovery/v1/integrity';
const ARTICLE = 'api::article.article';
const HOMEPAGE = 'api::homepage.homepage';
/** The outside upload provider's origin the seed uses without `PLAYGROUND_MEDIA_ORIGIN`. */
const PROVIDER = 'http://127.0.0.1:8';

let playground: Playground;

async function fetchIntegrity(query: Record<string, string> = {}): Promise<IntegrityEnvelope> {
  const response = await playground.http
    .get(ENDPOINT)
    .query(query)
    .set('Authorization', `Bearer ${playground.apiKey}`);
  expect(response.status).toBe(200);
  return integrityEnvelopeSchema.parse(response.body);
}

/** The seeded article's documentId by slug. */
async function articleId(slug: string): Promise<string> {
  const row = (await playground.strapi.db
    .query(ARTICLE)
    .findOne({ select: ['documentId'], where: { slug } })) as { documentId: string };
  return row.documentId;
}

/** A finding without its edit link and names (checked on their own), for comparing. */
const place = ({
  edit_url: _edit,
  content_type_name: _type,
  document_title: _title,
  field_label: _label,
  target_documents: _targets,
  ...rest
}: IntegrityFinding) => rest;

beforeAll(async () => {
  playground = await startPlayground();
});

afterAll(async () => {
  await playground?.stop();
});

describe('GET v1/integrity on the seeded playground', () => {
  it('lists exactly the seeded cases, one of each kind, with their places and edit links', async () => {
    const releaseNotes = await articleId('release-notes');
    const homepage = (
      (await playground.strapi.db.query(HOMEPAGE).findOne({ select: ['documentId'] })) as {
        documentId: string;
      }
    ).documentId;
    const cover = (
      (await playground.strapi.db
        .query('plugin::upload.file')
        .findOne({ where: { name: 'links-cover.png' } })) as { url: string }
    ).url;
    const body = await fetchIntegrity();
    expect(body.findings.map(place)).toEqual([
      {
        kind: 'lost-relation',
        content_type: HOMEPAGE,
        document_id: homepage,
        locale: null,
        field_path: 'featuredArticles',
        targets: [releaseNotes],
        target_type: ARTICLE,
      },
      {
        kind: 'foreign-media-host',
        content_type: ARTICLE,
        document_id: releaseNotes,
        locale: 'en',
        field_path: 'content[0].children[0]',
        targets: [`https://cms.old-domain.example${cover}`],
        target_type: null,
      },
      expect.objectContaining({
        kind: 'signed-media-url',
        document_id: releaseNotes,
        field_path: 'content[0].children[1]',
      }),
      {
        kind: 'mixed-media-formats',
        content_type: ARTICLE,
        document_id: releaseNotes,
        locale: 'en',
        field_path: 'content[1]',
        targets: [`${PROVIDER}/bucket/links_provider.png`],
        target_type: null,
      },
    ]);
    expect(body.findings[0].edit_url).toBe(`/admin/content-manager/single-types/${HOMEPAGE}`);
    expect(body.findings[1].edit_url).toBe(
      `/admin/content-manager/collection-types/${ARTICLE}/${releaseNotes}?plugins[i18n][locale]=en`,
    );
    // Each version named as the Content Manager names it (docs/decisions/0240-document-and-field-names.md).
    const names = ({ content_type_name, document_title, field_label }: IntegrityFinding) => ({
      content_type_name,
      document_title,
      field_label,
    });
    expect(body.findings.map(names)).toEqual([
      {
        content_type_name: 'Homepage',
        document_title: 'Welcome to the playground',
        field_label: 'FeaturedArticles',
      },
      {
        content_type_name: 'Article',
        document_title: 'Release notes',
        field_label: 'Content › paragraph 1 › link 1',
      },
      {
        content_type_name: 'Article',
        document_title: 'Release notes',
        field_label: 'Content › paragraph 1 › link 2',
      },
      { content_type_name: 'Article', document_title: 'Release notes', field_label: 'Content › image 1' },
    ]);
    // The lost target named as its finding's document is (issue 47 item 2); media kinds have none.
    expect(body.findings.map((finding) => finding.target_documents)).toEqual([
      [
        {
          content_type: ARTICLE,
          content_type_name: 'Article',
          document_id: releaseNotes,
          document_title: 'Release notes',
          locale: 'en',
          edit_url: `/admin/content-manager/collection-types/${ARTICLE}/${releaseNotes}?plugins[i18n][locale]=en`,
        },
      ],
      [],
      [],
      [],
    ]);
    expect(body.findings[2].targets[0]).toContain('X-Amz-Expires=900');
    // On a host of this machine, so no monitor or link check of the seed leaves 127.0.0.1 (decision 0258).
    expect(body.findings[2].targets[0]).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/playground-bucket\/reports\/q3\.pdf\?/,
    );
    expect(body.count).toBe(4);
    expect(body.metadata.count_by_kind).toEqual({
      'lost-relation': 1,
      'foreign-media-host': 1,
      'signed-media-url': 1,
      'mixed-media-formats': 1,
    });
    expect(body.metadata.applied_filters).toEqual({ kind: null, content_type: null });
  });

  it('filters by kind and content type, and ignores a value it does not know', async () => {
    const lost = await fetchIntegrity({ kind: 'lost-relation' });
    expect(lost.findings.map((finding) => finding.kind)).toEqual(['lost-relation']);
    expect(lost.metadata.applied_filters).toEqual({ kind: 'lost-relation', content_type: null });
    const articles = await fetchIntegrity({ content_type: ARTICLE });
    expect(articles.findings.map((finding) => finding.kind)).toEqual([
      'foreign-media-host',
      'signed-media-url',
      'mixed-media-formats',
    ]);
    expect((await fetchIntegrity({ kind: 'nonsense' })).count).toBe(4);
  });

  it('gives the media cases a broken content-links status', async () => {
    const response = await playground.http
      .get('/api/route-discovery/v1/content-links')
      .query({ status: 'broken', scope: 'all' })
      .set('Authorization', `Bearer ${playground.apiKey}`);
    const statuses = (response.body.links as Array<{ status: string; field_path: string }>)
      .filter((row) => row.status.includes('media'))
      .map((row) => [row.field_path, row.status]);
    expect(statuses).toEqual([
      ['content[0].children[0]', 'foreign-media-host'],
      ['content[0].children[1]', 'signed-media-url'],
      ['content[1]', 'mixed-media-formats'],
    ]);
  });

  it('reports relations lost inside a repeatable component and a dynamic zone, by their paths', async () => {
    const { strapi } = playground;
    const articles = strapi.documents(ARTICLE as never);
    const target = await articleId('strapi-tips');
    const card = { label: 'Read next', article: { documentId: target, locale: 'en' } };
    const created = (await articles.create({
      locale: 'en',
      data: {
        title: 'Integrity: components',
        slug: 'integrity-components',
        cards: [{ label: 'First' }, card],
        sections: [{ __component: 'links.link-card', ...card }],
      },
    } as never)) as { documentId: string };
    await articles.publish({ documentId: created.documentId, locale: 'en' } as never);
    expect((await fetchIntegrity({ kind: 'lost-relation', content_type: ARTICLE })).count).toBe(0);
    // The published components' links to the published target go, as a publishing bug would drop them.
    const published = (await articles.findOne({
      documentId: target,
      locale: 'en',
      status: 'published',
    } as never)) as { id: number };
    const { joinTable } = (
      strapi.db.metadata.get('links.link-card' as never) as unknown as {
        attributes: Record<string, { joinTable: { name: string; inverseJoinColumn: { name: string } } }>;
      }
    ).attributes.article;
    await strapi.db.connection(joinTable.name).where(joinTable.inverseJoinColumn.name, published.id).delete();
    const lost = await fetchIntegrity({ kind: 'lost-relation', content_type: ARTICLE });
    expect(
      lost.findings.map((finding) => [
        finding.document_id,
        finding.locale,
        finding.field_path,
        finding.targets,
      ]),
    ).toEqual([
      [created.documentId, 'en', 'sections[0].article', [target]],
      [created.documentId, 'en', 'cards[1].article', [target]],
    ]);
  });

  it('does not report a loss once the draft is modified (the Content Manager no longer shows it in sync)', async () => {
    const { strapi } = playground;
    // The published homepage's draft changes: the Content Manager then shows it `modified`, and a
    // draft that differs from its published version is no loss.
    const draft = (await strapi.documents(HOMEPAGE as never).findFirst({ status: 'draft' })) as {
      documentId: string;
    };
    expect((await fetchIntegrity({ kind: 'lost-relation', content_type: HOMEPAGE })).count).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await strapi.documents(HOMEPAGE as never).update({
      documentId: draft.documentId,
      data: { intro: 'Changed after publishing.' },
    } as never);
    expect((await fetchIntegrity({ kind: 'lost-relation', content_type: HOMEPAGE })).count).toBe(0);
  });
});
