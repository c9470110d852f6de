import { startPlayground, type Playground } from '../helpers/playground';
import { indexRows, rebuildReferenceIndex } from '../helpers/reference-rebuild';

const ARTICLE = 'api::article.article';
const BULK = `/content-manager/collection-types/${ARTICLE}/actions`;
const client = process.env.DATABASE_CLIENT ?? 'sqlite';
/** Enough documents that the Content Manager's concurrent publishes interleave in one transaction. */
const DOCUMENTS = 40;

/**
 * Issue 32, item 3, second half: the Content Manager's bulk publish (`POST .../actions/bulkPublish`,
 * `@strapi/content-manager` `document-manager.publishMany`) runs one document service `publish` per
 * document, all at once (`Promise.all`) inside one transaction, so the index middleware runs once
 * per document on that shared transaction. The index must come out equal to a full rebuild. (How
 * much it holds in memory cannot be asserted here: see docs/decisions/0187-bulk-publish-index-writes.md.)
 */
describe(`reference index on ${client}: Content Manager bulk publish and bulk unpublish`, () => {
  let app: Playground;
  let token: string;
  const articles = () => app.strapi.documents(ARTICLE as never);
  const bulk = (action: string, documentIds: string[]) =>
    app.http
      .post(`${BULK}/${action}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ documentIds, locale: 'en' });
  const expectIndexEqualsRebuild = async () => {
    const kept = await indexRows(app);
    await rebuildReferenceIndex(app);
    expect(kept).toEqual(await indexRows(app));
    return kept;
  };

  beforeAll(async () => {
    app = await startPlayground();
    // The seed writes around the document service (playground/src/seed/integrity.js): start current.
    await rebuildReferenceIndex(app);
    token = await app.adminToken();
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('bulk-publishing drafts that link and relate to each other leaves the index equal to a rebuild', async () => {
    const ids: string[] = [];
    for (let index = 0; index < DOCUMENTS; index += 1) {
      const doc = (await articles().create({
        locale: 'en',
        data: { title: `Bulk ${index}`, slug: `bulk-${index}` },
      } as never)) as { documentId: string };
      ids.push(doc.documentId);
    }
    // Each draft links to the next and relates to the previous two: a publish restores the
    // relations of the published documents that name it, so the middleware's work overlaps.
    for (let index = 0; index < DOCUMENTS; index += 1) {
      const next = ids[(index + 1) % DOCUMENTS];
      await articles().update({
        documentId: ids[index],
        locale: 'en',
        data: {
          content: [
            {
              type: 'paragraph',
              children: [
                { type: 'link', url: `/api/articles/${next}`, children: [{ type: 'text', text: 'next' }] },
              ],
            },
          ],
          relatedArticles: [
            ids[(index + DOCUMENTS - 1) % DOCUMENTS],
            ids[(index + DOCUMENTS - 2) % DOCUMENTS],
          ],
        },
      } as never);
    }
    // A few published first, so the bulk publish also restores their join rows to the others.
    for (const documentId of ids.slice(0, 4)) {
      await articles().publish({ documentId, locale: 'en' } as never);
    }
    await expectIndexEqualsRebuild();

    const published = await bulk('bulkPublish', ids);
    expect(published.status).toBe(200);
    expect(published.body).toEqual({ count: DOCUMENTS });
    const rows = (await expectIndexEqualsRebuild()).map((row) => JSON.parse(row) as Record<string, unknown>);
    const publishedRelations = rows.filter(
      (row) =>
        row.source_published === 1 &&
        String(row.field_path).startsWith('relatedArticles[') &&
        ids.includes(String(row.source_document_id)),
    );
    expect(publishedRelations).toHaveLength(DOCUMENTS * 2);

    const unpublished = await bulk('bulkUnpublish', ids.slice(0, DOCUMENTS / 2));
    expect(unpublished.status).toBe(200);
    await expectIndexEqualsRebuild();
  });
});
