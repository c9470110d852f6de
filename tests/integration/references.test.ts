import { indexRows } from '../helpers/reference-rebuild';
import {
  ARTICLE,
  CATEGORY,
  client,
  app,
  references,
  expectIndexEqualsRebuild,
  articles,
  linkTo,
} from '../helpers/references-suite';
// The suite's other half, on this file's one playground: its tests run first (decision 0254).
import './references-rebuild.part';

/**
 * The reference index kept by the document service (docs/api.md, "References"): after every action
 * the index equals a full rebuild. Stale indexes and rebuilds: references-rebuild.part.ts.
 */
describe(`reference index on ${client}: kept by the document service, stale around it, rebuilt`, () => {
  it('answers the seeded references from a current index, out and in', async () => {
    const [article] = (await articles().findMany({
      locale: 'en',
      status: 'published',
      filters: { slug: 'hello-world' },
    })) as Array<{ documentId: string }>;
    const out = await references(`content_type=${ARTICLE}&document_id=${article.documentId}&locale=en`);
    expect(out.metadata).toMatchObject({ index_state: 'current', stale_content_types: [], direction: 'out' });
    const kinds = new Set(out.references.map((row) => row.reference_kind));
    expect(kinds).toEqual(new Set(['relation', 'media', 'link']));
    expect(
      out.references.some((row) => row.status === 'published') &&
        out.references.some((row) => row.status === 'draft'),
    ).toBe(true);
    const category = out.references.find((row) => row.reference_kind === 'relation');
    expect(category).toMatchObject({
      field_path: 'category',
      target_content_type: CATEGORY,
      target_kind: 'document',
    });
    const into = await references(
      `content_type=${CATEGORY}&document_id=${category?.target_document_id}&direction=in`,
    );
    expect(into.references.some((row) => row.document_id === article.documentId)).toBe(true);
    expect(into.unpublish_impact).toBeNull();
    expect(into.delete_impact?.documents).toBeGreaterThan(0);
  });

  it('after create, update, publish, unpublish, discardDraft and delete the index equals a full rebuild', async () => {
    const target = (await articles().create({
      locale: 'en',
      data: { title: 'Ref target', slug: 'ref-target' },
    } as never)) as { documentId: string };
    const source = (await articles().create({
      locale: 'en',
      data: { title: 'Ref source', slug: 'ref-source', content: linkTo(target.documentId, 'the target') },
    } as never)) as { documentId: string };
    await expectIndexEqualsRebuild();
    await articles().update({
      documentId: source.documentId,
      locale: 'en',
      data: { notes: `See [it](/api/articles/${target.documentId}?locale=en)` },
    } as never);
    await expectIndexEqualsRebuild();
    await articles().publish({ documentId: target.documentId, locale: 'en' } as never);
    await articles().publish({ documentId: source.documentId, locale: 'en' } as never);
    await expectIndexEqualsRebuild();
    const query = `content_type=${ARTICLE}&document_id=${target.documentId}&locale=en&direction=in`;
    const before = await references(query);
    expect(before.unpublish_impact).toMatchObject({ target_published: true, references: 2, documents: 1 });
    expect(before.unpublish_impact?.sources).toEqual([
      { content_type: ARTICLE, document_id: source.documentId, locale: 'en' },
    ]);
    await articles().update({
      documentId: source.documentId,
      locale: 'en',
      data: { title: 'Ref source, edited' },
    } as never);
    await articles().discardDraft({ documentId: source.documentId, locale: 'en' } as never);
    await expectIndexEqualsRebuild();
    await articles().unpublish({ documentId: target.documentId, locale: 'en' } as never);
    await expectIndexEqualsRebuild();
    expect((await references(query)).unpublish_impact).toMatchObject({
      target_published: false,
      references: 0,
    });
    await articles().delete({ documentId: target.documentId, locale: '*' } as never);
    await expectIndexEqualsRebuild();
    // A relation's join rows go with a deleted target: the referencing document's rows change too.
    const categories = app.strapi.documents(CATEGORY as never);
    const category = (await categories.create({ data: { name: 'Doomed', slug: 'doomed' } } as never)) as {
      documentId: string;
    };
    await articles().update({
      documentId: source.documentId,
      locale: 'en',
      data: { category: category.documentId },
    } as never);
    await articles().publish({ documentId: source.documentId, locale: 'en' } as never);
    expect((await indexRows(app)).filter((row) => row.includes(category.documentId))).toHaveLength(2);
    await categories.delete({ documentId: category.documentId } as never);
    expect((await indexRows(app)).filter((row) => row.includes(category.documentId))).toHaveLength(0);
    await expectIndexEqualsRebuild();
    await articles().delete({ documentId: source.documentId, locale: '*' } as never);
    const rows = await expectIndexEqualsRebuild();
    expect(rows.some((row) => row.includes(source.documentId))).toBe(false);
  });

  it('publishing each locale of a two-locale document leaves the index equal to a full rebuild', async () => {
    // A publish reads its published versions alone, without i18n's `localizations` (decision 0159):
    // read so, that relation would name the document's other versions, which a rebuild does not.
    const target = (await articles().create({
      locale: 'en',
      data: { title: 'Bilingual target', slug: 'bilingual-target' },
    } as never)) as { documentId: string };
    await articles().publish({ documentId: target.documentId, locale: 'en' } as never);
    const source = (await articles().create({
      locale: 'en',
      data: { title: 'Bilingual', slug: 'bilingual', content: linkTo(target.documentId, 'the target') },
    } as never)) as { documentId: string };
    await articles().update({
      documentId: source.documentId,
      locale: 'fr',
      data: { title: 'Bilingue', slug: 'bilingue', content: linkTo(target.documentId, 'la cible') },
    } as never);
    await articles().publish({ documentId: source.documentId, locale: 'en' } as never);
    await expectIndexEqualsRebuild();
    await articles().publish({ documentId: source.documentId, locale: 'fr' } as never);
    await expectIndexEqualsRebuild();
    await articles().update({
      documentId: source.documentId,
      locale: 'fr',
      data: { content: linkTo(target.documentId, 'la cible, encore') },
    } as never);
    await articles().publish({ documentId: source.documentId, locale: 'fr' } as never);
    const rows = await expectIndexEqualsRebuild();
    const own = rows.filter((row) => row.includes(source.documentId));
    expect(own.filter((row) => row.includes(`/api/articles/${target.documentId}`))).toHaveLength(4);
    expect(own.some((row) => row.includes('localizations'))).toBe(false);
  });

  it("a rebuild whose pages split a document's locales adds no localizations rows (the index equals it)", async () => {
    // A rebuild reads a type's versions in keyset pages of REBUILD_PAGE (100): the English and
    // French versions of one document, created more than a page apart, are read by two pages, and
    // i18n's `localizations` would name the version the other page holds (decision 0159).
    const split = (await articles().create({
      locale: 'en',
      data: { title: 'Split by pages', slug: 'split-by-pages' },
    } as never)) as { documentId: string };
    for (let index = 0; index < 101; index += 1) {
      await articles().create({
        locale: 'en',
        data: { title: `Filler ${index}`, slug: `filler-${index}` },
      } as never);
    }
    await articles().update({
      documentId: split.documentId,
      locale: 'fr',
      data: { title: 'Coupé par les pages', slug: 'coupe-par-les-pages' },
    } as never);
    const rows = await expectIndexEqualsRebuild();
    expect(rows.some((row) => row.includes('localizations'))).toBe(false);
  });

  it('concurrent publishes of documents that reference each other leave the index equal to a rebuild', async () => {
    const a = (await articles().create({ locale: 'en', data: { title: 'Ping', slug: 'ping' } } as never)) as {
      documentId: string;
    };
    const b = (await articles().create({
      locale: 'en',
      data: { title: 'Pong', slug: 'pong', content: linkTo(a.documentId, 'ping') },
    } as never)) as { documentId: string };
    await articles().update({
      documentId: a.documentId,
      locale: 'en',
      data: { content: linkTo(b.documentId, 'pong') },
    } as never);
    await Promise.all([
      articles().publish({ documentId: a.documentId, locale: 'en' } as never),
      articles().publish({ documentId: b.documentId, locale: 'en' } as never),
    ]);
    await expectIndexEqualsRebuild();
    await Promise.all([
      articles().unpublish({ documentId: a.documentId, locale: 'en' } as never),
      articles().publish({ documentId: b.documentId, locale: 'en' } as never),
      articles().update({ documentId: a.documentId, locale: 'en', data: { title: 'Ping 2' } } as never),
    ]);
    const rows = await expectIndexEqualsRebuild();
    expect(rows.filter((row) => row.includes(`/api/articles/${a.documentId}`)).length).toBe(2);
  });

  it('a file deleted in the Media Library takes its media references with it', async () => {
    const file = (await app.strapi.db.query('plugin::upload.file' as never).create({
      data: {
        name: 'doomed.png',
        hash: 'doomed_ref',
        ext: '.png',
        mime: 'image/png',
        size: 1,
        url: '/uploads/doomed_ref.png',
        provider: 'local',
      },
    } as never)) as { id: number };
    const doc = (await articles().create({
      locale: 'en',
      data: { title: 'With a cover', slug: 'with-a-cover', cover: file.id },
    } as never)) as { documentId: string };
    const query = `content_type=${ARTICLE}&document_id=${doc.documentId}`;
    expect((await references(query)).references).toMatchObject([
      { reference_kind: 'media', field_path: 'cover', target_kind: 'file', target_file_id: file.id },
    ]);
    await app.strapi.plugin('upload').service('upload').remove(file);
    expect((await references(query)).references).toEqual([]);
    await expectIndexEqualsRebuild();
  });
});
