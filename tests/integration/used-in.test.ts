import type { UsedInResponse } from '@route-discovery/contract';
import { EDITOR, startPlayground, type Playground } from '../helpers/playground';
import { rebuildReferenceIndex } from '../helpers/reference-rebuild';

const USED_IN = '/route-discovery/used-in';
const ARTICLE = 'api::article.article';
const CATEGORY = 'api::category.category';
const NOTE = 'api::internal-note.internal-note';
const REFS = '/api/route-discovery/v1/references';
const client = process.env.DATABASE_CLIENT ?? 'sqlite';

/**
 * The Content Manager's "Used in" panel (admin route): an admin who may read the document sees
 * who references it, only from content types that admin may read in the Content Manager.
 */
describe(`"Used in" panel answer on ${client}: Strapi's permission engine decides`, () => {
  let app: Playground;
  let superToken: string;
  let editorToken: string;
  const usedIn = (token: string, query: string) =>
    app.http.get(`${USED_IN}?${query}`).set('Authorization', `Bearer ${token}`);
  const articles = () => app.strapi.documents(ARTICLE as never);
  const linkTo = (documentId: string, label: string) => ({
    type: 'paragraph',
    children: [
      { type: 'link', url: `/api/articles/${documentId}`, children: [{ type: 'text', text: label }] },
    ],
  });
  let target: string;
  let draftOnly: string;

  beforeAll(async () => {
    app = await startPlayground();
    // The seed writes a lost relation straight into a join table (playground/src/seed/integrity.js),
    // around the document service, so the index starts stale: rebuild it, as an operator would.
    await rebuildReferenceIndex(app);
    // The editor role reads articles only in the Content Manager (Settings > Roles, as an admin would).
    const role = (await app.strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } })) as {
      id: number;
    };
    await app.strapi.db.query('admin::permission').deleteMany({
      where: {
        role: role.id,
        action: { $startsWith: 'plugin::content-manager.explorer.' },
        subject: { $ne: ARTICLE },
      },
    });
    // i18n drops a permission on a localized type that names no locale (Settings > Roles ticks them).
    const locales = (await app.strapi.db.query('plugin::i18n.locale').findMany({})) as Array<{
      code: string;
    }>;
    const kept = (await app.strapi.db.query('admin::permission').findMany({
      where: { role: role.id, subject: ARTICLE },
    })) as Array<{ id: number; properties: Record<string, unknown> }>;
    for (const permission of kept) {
      await app.strapi.db.query('admin::permission').update({
        where: { id: permission.id },
        data: { properties: { ...permission.properties, locales: locales.map((locale) => locale.code) } },
      });
    }
    const created = (data: Record<string, unknown>) =>
      articles().create({ locale: 'en', data } as never) as Promise<{ documentId: string }>;
    target = (await created({ title: 'Target', slug: 'used-in-target' })).documentId;
    await articles().publish({ documentId: target, locale: 'en' } as never);
    draftOnly = (await created({ title: 'Never published', slug: 'used-in-draft' })).documentId;
    const source = await created({
      title: 'Source article',
      slug: 'used-in-source',
      content: [linkTo(target, 'read the target'), linkTo(draftOnly, 'read the draft')],
    });
    await articles().publish({ documentId: source.documentId, locale: 'en' } as never);
    await app.strapi.documents(NOTE as never).create({
      data: { title: 'Internal', secret: 'x', reference: `/api/articles/${target}` },
    } as never);
    superToken = await app.adminToken();
    editorToken = await app.adminToken(EDITOR);
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('lists every source to a super admin, with titles, edit paths and the unpublish impact', async () => {
    const response = await usedIn(superToken, `content_type=${ARTICLE}&document_id=${target}&locale=en`);
    expect(response.status).toBe(200);
    const body = response.body as UsedInResponse;
    expect(new Set(body.used_in.map((row) => row.content_type))).toEqual(new Set([ARTICLE, NOTE]));
    const fromArticle = body.used_in.find(
      (row) => row.content_type === ARTICLE && row.status === 'published',
    );
    expect(fromArticle).toMatchObject({ title: 'Source article', link_text: 'read the target' });
    expect(fromArticle?.edit_path).toBe(
      `/content-manager/collection-types/${ARTICLE}/${fromArticle?.document_id}?plugins[i18n][locale]=en`,
    );
    expect(body.count).toBe(body.used_in.length);
    expect(body.unpublish_impact).toMatchObject({ target_published: true });
    expect(body.unpublish_impact?.documents).toBe(2);
    expect(body.index_state).toBe('current');
  });

  it("shows an editor limited to articles only the article sources, and the source's broken links", async () => {
    const response = await usedIn(editorToken, `content_type=${ARTICLE}&document_id=${target}&locale=en`);
    expect(response.status).toBe(200);
    const body = response.body as UsedInResponse;
    expect(body.used_in.length).toBeGreaterThan(0);
    expect(body.used_in.every((row) => row.content_type === ARTICLE)).toBe(true);
    expect(body.unpublish_impact?.sources.every((source) => source.content_type === ARTICLE)).toBe(true);
    expect(body.unpublish_impact?.documents).toBe(1);
    const source = body.used_in[0].document_id;
    const own = (await usedIn(editorToken, `content_type=${ARTICLE}&document_id=${source}&locale=en`))
      .body as UsedInResponse;
    expect(own.broken.map((row) => [row.target_document_id, row.broken])).toEqual(
      expect.arrayContaining([[draftOnly, 'draft']]),
    );
    expect(own.broken.some((row) => row.target_document_id === target)).toBe(false);
  });

  it('answers 403 for a document the admin may not read, 404 for none, 401 without a session', async () => {
    const [category] = (await app.strapi.documents(CATEGORY as never).findMany({})) as Array<{
      documentId: string;
    }>;
    const refused = await usedIn(editorToken, `content_type=${CATEGORY}&document_id=${category.documentId}`);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toMatch(/api::article|stack/);
    expect(
      (await usedIn(superToken, `content_type=${CATEGORY}&document_id=${category.documentId}`)).status,
    ).toBe(200);
    expect((await usedIn(editorToken, `content_type=${ARTICLE}&document_id=nope`)).status).toBe(404);
    expect((await usedIn(editorToken, 'document_id=x')).status).toBe(400);
    expect((await app.http.get(`${USED_IN}?content_type=${ARTICLE}&document_id=${target}`)).status).toBe(401);
  });

  it("keeps the plugin's reports behind its own permission for the same editor", async () => {
    const reports = await app.http
      .get(`${REFS}?content_type=${ARTICLE}&document_id=${target}&direction=in`)
      .set('Authorization', `Bearer ${editorToken}`);
    expect(reports.status).toBe(403);
  });
});
