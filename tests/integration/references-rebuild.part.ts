import { indexRows } from '../helpers/reference-rebuild';
import { EDITOR } from '../helpers/playground';
import { startChildPlayground } from '../helpers/child-playground';
import type { Knex } from 'knex';
import type {
  ReferenceIndexResponse,
  ReferenceRebuildResponse,
  ReferencesEnvelope,
} from '@route-discovery/contract';
import {
  REFS,
  INDEX_TABLE,
  ARTICLE,
  CATEGORY,
  STATE_TABLE,
  ADMIN_INDEX,
  client,
  untilBuilt,
  app,
  auth,
  get,
  references,
  rebuild,
  articles,
  linkTo,
} from '../helpers/references-suite';

/**
 * The reference index stale around the document service and rebuilt (docs/api.md, "References"):
 * direct SQL, a failed write, who may rebuild, the background build at boot, bad parameters. Kept
 * by the document service: references.test.ts.
 */
describe(`reference index on ${client}: kept by the document service, stale around it, rebuilt`, () => {
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
