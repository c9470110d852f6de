import type {
  ReferenceIndexResponse,
  ReferenceRebuildResponse,
  ReferencesEnvelope,
} from '@route-discovery/contract';
import type { Knex } from 'knex';
import { startChildPlayground } from '../helpers/child-playground';
import { EDITOR, startPlayground, type Playground } from '../helpers/playground';
import { indexRows, rebuildReferenceIndex } from '../helpers/reference-rebuild';

const REFS = '/api/route-discovery/v1/references';
const INDEX_TABLE = 'route_discovery_references';
const ARTICLE = 'api::article.article';
const CATEGORY = 'api::category.category';
const STATE_TABLE = 'route_discovery_reference_state';
const ADMIN_INDEX = '/route-discovery/reference-index';
const client = process.env.DATABASE_CLIENT ?? 'sqlite';

/** Polls `read` every 50 ms until its rebuild says `done` (or `limitMs` passes: then throws). */
async function untilBuilt<T>(
  read: () => Promise<T>,
  done: (answer: T) => boolean,
  limitMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const answer = await read();
    if (done(answer)) return answer;
    if (Date.now() > deadline) throw new Error(`no finished rebuild within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(`reference index on ${client}: kept by the document service, stale around it, rebuilt`, () => {
  let app: Playground;
  const auth = () => `Bearer ${app.apiKey}`;
  const get = (query: string) => app.http.get(`${REFS}?${query}`).set('Authorization', auth());
  const references = async (query: string) => {
    const response = await get(query);
    expect(response.status).toBe(200);
    return response.body as ReferencesEnvelope;
  };
  const rebuild = () => rebuildReferenceIndex(app);
  /** The index now, then after a full rebuild: equal when the middleware kept it right. */
  const expectIndexEqualsRebuild = async () => {
    const kept = await indexRows(app);
    await rebuild();
    expect(kept).toEqual(await indexRows(app));
    return kept;
  };
  const articles = () => app.strapi.documents(ARTICLE as never);
  const linkTo = (documentId: string, label: string) => [
    {
      type: 'paragraph',
      children: [
        { type: 'link', url: `/api/articles/${documentId}`, children: [{ type: 'text', text: label }] },
      ],
    },
  ];

  beforeAll(async () => {
    app = await startPlayground();
    // The seed writes users around the document service (the query engine): start from a rebuild.
    await rebuild();
  });

  afterAll(async () => {
    await app?.stop();
  });

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

  it('a direct SQL change makes the index stale, the answer comes from the content, and a rebuild makes it current', async () => {
    const doc = (await articles().create({
      locale: 'en',
      data: { title: 'Raw', slug: 'raw-sql' },
    } as never)) as { documentId: string; id: number };
    const query = `content_type=${ARTICLE}&document_id=${doc.documentId}`;
    expect((await references(query)).metadata.index_state).toBe('current');
    const table = app.strapi.db.metadata.get(ARTICLE as never).tableName;
    // What a migration does: a link written into the Markdown column, updated_at set.
    await app.strapi.db
      .getConnection(table)
      .where({ id: doc.id })
      .update({ notes: '[out](https://example.com/raw)', updated_at: new Date(Date.now() + 1000) });
    const stale = await references(query);
    expect(stale.metadata).toMatchObject({ index_state: 'stale', stale_content_types: [ARTICLE] });
    expect(stale.references.map((row) => row.target_url)).toEqual(['https://example.com/raw']);
    // What a category references depends on categories only: that answer still comes from the index.
    const [category] = (await app.strapi.documents(CATEGORY as never).findMany({})) as Array<{
      documentId: string;
    }>;
    const unaffected = await references(`content_type=${CATEGORY}&document_id=${category.documentId}`);
    expect(unaffected.metadata).toMatchObject({ index_state: 'current', stale_content_types: [] });
    await rebuild();
    const current = await references(query);
    expect(current.metadata.index_state).toBe('current');
    expect(current.references).toEqual(stale.references);
  });

  it('a failed index write never stops the save: the document commits, its type answers stale until a rebuild', async () => {
    const [target] = (await articles().findMany({ locale: 'en' } as never)) as Array<{ documentId: string }>;
    const warn = jest.spyOn(app.strapi.log, 'warn');
    const schema = () => app.strapi.db.connection.schema;
    // A real fault: the index table is gone while editors write (create fails after the action,
    // update already before it).
    await schema().renameTable(INDEX_TABLE, 'rd_references_away');
    let created: { documentId: string };
    try {
      created = (await articles().create({
        locale: 'en',
        data: {
          title: 'Saved anyway',
          slug: 'saved-anyway',
          content: linkTo(target.documentId, 'secret words'),
        },
      } as never)) as { documentId: string };
      await articles().update({
        documentId: created.documentId,
        locale: 'en',
        data: { title: 'Saved again' },
      } as never);
    } finally {
      await schema().renameTable('rd_references_away', INDEX_TABLE);
    }
    const saved = (await articles().findOne({ documentId: created.documentId, locale: 'en' } as never)) as {
      title: string;
    } | null;
    expect(saved?.title).toBe('Saved again');
    const lines = warn.mock.calls
      .map((call) => String(call[0]))
      .filter((line) => /reference index/.test(line));
    warn.mockRestore();
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).not.toMatch(/secret words|Saved|at .*\.js|rd_references_away/);
    const query = `content_type=${ARTICLE}&document_id=${created.documentId}`;
    const stale = await references(query);
    expect(stale.metadata).toMatchObject({ index_state: 'stale', stale_content_types: [ARTICLE] });
    expect(stale.references.map((row) => row.link_text)).toEqual(['secret words']);
    // A later successful write of the type records its watermark, yet the type stays stale.
    await articles().update({
      documentId: created.documentId,
      locale: 'en',
      data: { title: 'Third' },
    } as never);
    expect((await references(query)).metadata.index_state).toBe('stale');
    await rebuild();
    const current = await references(query);
    expect(current.metadata.index_state).toBe('current');
    expect(current.references).toEqual(stale.references);
  });

  it('refuses a rebuild to an admin session (it only reads), as POST v1/runs does', async () => {
    const session = await app.adminToken();
    const refused = await app.http.post(`${REFS}/rebuild`).set('Authorization', `Bearer ${session}`);
    expect(refused.status).toBe(403);
    const status = await app.http.get(`${REFS}/rebuild`).set('Authorization', `Bearer ${session}`);
    expect(status.status).toBe(200);
    expect((status.body as ReferenceRebuildResponse).rebuild.status).toBe('done');
  });

  it('lets a super admin rebuild from the Files page and read its progress to done; 403 to an editor', async () => {
    const session = await app.adminToken();
    const editor = await app.adminToken(EDITOR);
    const admin = (token: string) => ({
      read: () => app.http.get(ADMIN_INDEX).set('Authorization', `Bearer ${token}`),
      rebuild: () => app.http.post(`${ADMIN_INDEX}/rebuild`).set('Authorization', `Bearer ${token}`),
    });
    const [category] = (await app.strapi.documents(CATEGORY as never).findMany({})) as Array<{ id: number }>;
    const table = app.strapi.db.metadata.get(CATEGORY as never).tableName;
    // Written around the document service: categories are stale, articles current.
    await app.strapi.db
      .getConnection(table)
      .where({ id: category.id })
      .update({ updated_at: new Date(Date.now() + 1000) });
    const before = await admin(session).read();
    expect(before.status).toBe(200);
    const states = (answer: ReferenceIndexResponse) =>
      Object.fromEntries(answer.data.content_types.map((type) => [type.content_type, type.state]));
    expect(states(before.body as ReferenceIndexResponse)).toMatchObject({
      [CATEGORY]: 'stale',
      [ARTICLE]: 'current',
    });
    const startedBefore = (before.body as ReferenceIndexResponse).data.rebuild.started_at;

    // An editor (no super admin role) reads and starts nothing; no session is a 401.
    expect((await admin(editor).read()).status).toBe(403);
    const refused = await admin(editor).rebuild();
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toMatch(/stack|api::/);
    expect((await app.http.post(`${ADMIN_INDEX}/rebuild`)).status).toBe(401);
    expect((await admin(session).read()).body.data.rebuild.started_at).toBe(startedBefore);

    const started = await admin(session).rebuild();
    expect(started.status).toBe(202);
    const startedBody = started.body as ReferenceIndexResponse;
    expect(startedBody.data.rebuild.started_at).not.toBe(startedBefore);
    expect(['building', 'done']).toContain(startedBody.data.rebuild.status);
    const done = await untilBuilt(
      async () => (await admin(session).read()).body as ReferenceIndexResponse,
      (answer) => answer.data.rebuild.status === 'done',
    );
    expect(done.data.rebuild).toMatchObject({
      content_types_done: done.data.rebuild.content_types_total,
      started_at: startedBody.data.rebuild.started_at,
    });
    expect(done.data.rebuild.processed_versions).toBeGreaterThan(0);
    expect(new Set(Object.values(states(done)))).toEqual(new Set(['current']));
  });

  it('builds the index in the background when an app with content boots without one, never holding up the boot', async () => {
    await rebuild();
    const expected = await indexRows(app);
    // What installing the plugin into an app with content looks like: no index rows, no state.
    await app.strapi.db.getConnection(INDEX_TABLE).delete();
    await app.strapi.db.getConnection(STATE_TABLE).whereNot({ name: 'lock' }).delete();
    // PostgreSQL and MariaDB: hold the index's write lock (a row lock) during the boot, so a boot
    // that waited for the build would never finish. SQLite locks the whole file: no hold there.
    let hold: Knex.Transaction | null = null;
    if (client !== 'sqlite') {
      hold = await app.strapi.db.connection.transaction();
      await hold(STATE_TABLE).where({ name: 'lock' }).update({ value: 'lock' });
    }
    const second = await startChildPlayground({ ...app.env, PLAYGROUND_SEED: 'false' }).catch(
      async (error: unknown) => {
        await hold?.rollback();
        throw error;
      },
    );
    const progress = async () =>
      (await second.http.get(`${REFS}/rebuild`).set('Authorization', auth()))
        .body as ReferenceRebuildResponse;
    try {
      if (hold) {
        // Booted and answering while the build waits for the lock.
        expect((await progress()).rebuild.status).toBe('idle');
        await hold.rollback();
      }
      await untilBuilt(progress, (answer) => answer.rebuild.status === 'done');
      expect(await indexRows(app)).toEqual(expected);
      const [article] = (await articles().findMany({ locale: 'en' } as never)) as Array<{
        documentId: string;
      }>;
      const answer = await second.http
        .get(`${REFS}?content_type=${ARTICLE}&document_id=${article.documentId}&direction=in`)
        .set('Authorization', auth());
      expect((answer.body as ReferencesEnvelope).metadata.index_state).toBe('current');
    } finally {
      await second.stop();
    }
  });

  it('answers 400 to a missing or unknown parameter', async () => {
    expect((await get('document_id=x')).status).toBe(400);
    expect((await get('content_type=api::nope.nope&document_id=x')).status).toBe(400);
    expect((await get(`content_type=${ARTICLE}&document_id=x&direction=up`)).status).toBe(400);
  });
});
