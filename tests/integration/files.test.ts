import type { CountsResponse, FilesEnvelope, FileUsageRow, PageMetadata } from '@route-discovery/contract';
import { uploadPathSql } from '../../server/src/references/file-usage-sql';
import { uploadPath } from '../../server/src/references/file-usage';
import { expectedFiles, referenceOnly } from '../helpers/expected-files';
import { startPlayground, type Playground } from '../helpers/playground';

const FILES = '/api/route-discovery/v1/files';
const REFS = '/api/route-discovery/v1/references';
const ARTICLE = 'api::article.article';
const FILE_UID = 'plugin::upload.file';
const client = process.env.DATABASE_CLIENT ?? 'sqlite';
/** The upload provider's configured base URL's origin (`providerOptions.baseUrl`), holding no file yet. */
const PROVIDER_BASE = 'https://media.app.example';

describe(`v1/files on ${client}: upload files' usage from the reference index`, () => {
  let app: Playground;
  const auth = () => `Bearer ${app.apiKey}`;
  const get = (query = '') =>
    app.http.get(`${FILES}${query ? `?${query}` : ''}`).set('Authorization', auth());
  const files = async (query = '') => {
    const response = await get(query);
    expect(response.status).toBe(200);
    return response.body as FilesEnvelope;
  };
  const createFile = async (hash: string, size: number, origin = '') =>
    (await app.strapi.db.query(FILE_UID as never).create({
      data: {
        name: `${hash}.png`,
        hash,
        ext: '.png',
        mime: 'image/png',
        size,
        url: `${origin}/uploads/${hash}.png`,
        provider: origin ? 'aws-s3' : 'local',
      },
    } as never)) as { id: number };
  const byId = (envelope: FilesEnvelope, id: number): FileUsageRow | undefined =>
    envelope.files.find((file) => file.id === id);
  let used: { id: number };
  let unused: { id: number };
  let doomed: { id: number };
  let linked: { id: number };

  beforeAll(async () => {
    app = await startPlayground({ env: { PLAYGROUND_UPLOAD_BASE_URL: `${PROVIDER_BASE}/media` } });
    // The seed writes around the document service: start from a rebuilt index.
    expect((await app.http.post(`${REFS}/rebuild`).set('Authorization', auth())).status).toBe(202);
    for (;;) {
      const status = await app.http.get(`${REFS}/rebuild`).set('Authorization', auth());
      if (status.body.rebuild.status === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    used = await createFile('files_used', 12.5);
    unused = await createFile('files_unused', 3.25);
    doomed = await createFile('files_doomed', 1);
    // Referenced only by a link in content, through a CDN URL with a query and a fragment.
    linked = await createFile('files_linked', 2);
    for (const hash of ['files_spare_a', 'files_spare_b', 'files_spare_c']) await createFile(hash, 0.5);
    // A file of an upload provider on the CDN: https://cdn.example.com serves this Media Library,
    // https://cdn.other.example does not (decision 0198).
    await createFile('files_on_cdn', 0.5, 'https://cdn.example.com');
    const articles = app.strapi.documents(ARTICLE as never);
    await articles.create({
      locale: 'en',
      data: {
        title: 'Files page',
        slug: 'files-page',
        cover: used.id,
        notes: '![shot](/uploads/files_used.png) and [gone](https://cdn.example.com/uploads/files_never.png)',
      },
    } as never);
    await articles.create({
      locale: 'en',
      data: { title: 'Doomed cover', slug: 'doomed-cover', cover: doomed.id },
    } as never);
    await articles.create({
      locale: 'en',
      data: {
        title: 'Linked file',
        slug: 'linked-file',
        notes:
          '[pdf](https://cdn.example.com/uploads/files_linked.png?w=1#top) [old](/uploads/files_gone.png) ' +
          '[elsewhere](https://cdn.other.example/uploads/files_elsewhere.png) [shout](HTTPS://CDN.EXAMPLE.COM/uploads/files_shout.png) ' +
          `[configured](${PROVIDER_BASE}/media/uploads/files_configured.png)`,
      },
    } as never);
    // A file row removed in SQL, around the Media Library: its reference stays in the index.
    const table = app.strapi.db.metadata.get(FILE_UID as never).tableName;
    await app.strapi.db.getConnection(table).where({ id: doomed.id }).delete();
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('counts media and /uploads/ link references per file', async () => {
    const envelope = await files();
    expect(byId(envelope, used.id)).toMatchObject({
      name: 'files_used.png',
      url: '/uploads/files_used.png',
      size: 12.5,
      mime: 'image/png',
      usage_count: 2,
    });
    expect(byId(envelope, unused.id)).toMatchObject({ usage_count: 0 });
    expect(byId(envelope, doomed.id)).toBeUndefined();
    expect(envelope.count).toBe(envelope.files.length);
    expect(envelope.metadata.total_count).toBe(envelope.files.length);
  });

  it('filter=unused keeps the unused files, and metadata totals them', async () => {
    const all = await files();
    const envelope = await files('filter=unused');
    expect(envelope.files.every((file) => file.usage_count === 0)).toBe(true);
    expect(byId(envelope, unused.id)).toBeDefined();
    expect(byId(envelope, used.id)).toBeUndefined();
    const expected = all.files.filter((file) => file.usage_count === 0);
    expect(envelope.metadata.unused_count).toBe(expected.length);
    expect(envelope.metadata.unused_size).toBeCloseTo(
      expected.reduce((sum, file) => sum + file.size, 0),
      2,
    );
    expect((await get('filter=bogus')).status).toBe(400);
  });

  it('counts a file referenced only by an /uploads/ link', async () => {
    expect(byId(await files(), linked.id)).toMatchObject({ usage_count: 1 });
    expect(byId(await files('filter=unused'), linked.id)).toBeUndefined();
  });

  it('answers what the in-memory rule gives, from the tables themselves', async () => {
    const expected = await expectedFiles(app, [app.baseUrl, PROVIDER_BASE]);
    const envelope = await files();
    expect(envelope.files).toEqual(expected.files);
    // The rows the rule keeps; their names are checked below.
    expect(envelope.missing.map(referenceOnly)).toEqual(expected.missing);
    const unusedFiles = expected.files.filter((file) => file.usage_count === 0);
    expect(envelope.metadata).toMatchObject({
      total_count: expected.files.length,
      unused_count: unusedFiles.length,
    });
    expect(envelope.metadata.unused_size).toBeCloseTo(
      unusedFiles.reduce((sum, file) => sum + file.size, 0),
      2,
    );
  });

  it('a walk of the pages gives the whole list row for row (files, unused files, missing references)', async () => {
    const whole = await files();
    const unusedWhole = await files('filter=unused');
    expect(whole.files.length).toBeGreaterThan(4);
    expect(whole.missing.length).toBeGreaterThanOrEqual(3);
    for (const size of [1, 2, 3]) {
      expect(await walk(`page_size=${size}`, 'files')).toEqual(whole.files);
      expect(await walk(`filter=unused&page_size=${size}`, 'files')).toEqual(unusedWhole.files);
      expect(await walk(`list=missing&page_size=${size}`, 'missing')).toEqual(whole.missing);
    }
    const page = (await get('page_size=2')).body as FilesEnvelope;
    expect(page.metadata).toMatchObject({
      total_count: whole.metadata.total_count,
      unused_count: whole.metadata.unused_count,
      unused_size: whole.metadata.unused_size,
    });
    const missingCounts = (await get('list=missing&counts=true')).body as CountsResponse;
    expect(missingCounts.counts).toEqual({
      total: whole.missing.length,
      testable: 0,
      by: {
        kind: {
          file: whole.missing.filter((row) => row.target_kind === 'file').length,
          url: whole.missing.filter((row) => row.target_kind === 'url').length,
        },
      },
    });
    const counts = (await get('counts=true')).body as CountsResponse;
    expect(counts.counts).toEqual({
      total: whole.files.length,
      testable: 0,
      by: { used: { yes: whole.files.length - unusedWhole.files.length, no: unusedWhole.files.length } },
    });
    // A search still reads through every page: a term only a later page's row holds is found.
    const searched = (await get('page_size=1&q=files_spare_c')).body as FilesEnvelope;
    expect(searched.files.map((file) => file.name)).toEqual(['files_spare_c.png']);
    expect((await get('list=bogus')).status).toBe(400);
    expect((await get('list=missing&filter=unused')).status).toBe(400);
  });

  /** Every row of a paged walk of `query`, following `next_cursor` to the last page. */
  const walk = async <Key extends 'files' | 'missing'>(query: string, key: Key) => {
    const rows: FilesEnvelope[Key] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 100; pages += 1) {
      const response = await get(`${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(response.status).toBe(200);
      const body = response.body as Record<Key, FilesEnvelope[Key]> & { metadata: { page: PageMetadata } };
      expect(body[key].length).toBeLessThanOrEqual(Number(/page_size=(\d+)/.exec(query)?.[1]));
      rows.push(...(body[key] as never[]));
      cursor = body.metadata.page.next_cursor;
      if (!cursor) return rows;
    }
    throw new Error('more than 100 pages');
  };

  it("writes uploadPath in this database's SQL: the same text for awkward URLs", async () => {
    const urls = [
      '/uploads/a.png',
      'https://cdn.example.com/uploads/a.png?w=1#top',
      'https://cdn.example.com/uploads/a.png#top?w=1',
      '/UPLOADS/a.png',
      '/uploads/Mixed_Case.PNG',
      'https://héllo.example/été/uploads/été.png?x',
      '/uploads/a/uploads/b.png',
      'https://example.com/a.png',
      '',
    ];
    const knex = app.strapi.db.connection;
    for (const url of urls) {
      const expression = uploadPathSql(
        app.strapi,
        '"rd_probe"."u"'.replace(/"/g, client === 'mysql' ? '`' : '"'),
      );
      const rows = (await knex
        .select(knex.raw(`${expression} as p`))
        .from(knex.select(knex.raw('? as u', [url])).as('rd_probe'))) as Array<{ p: unknown }>;
      const value = Buffer.isBuffer(rows[0].p) ? rows[0].p.toString('utf8') : String(rows[0].p);
      expect([url, value]).toEqual([url, uploadPath(url) ?? '']);
    }
  });

  it('lists the references to files that no longer exist', async () => {
    const { missing } = await files();
    expect(missing).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ content_type: ARTICLE, field_path: 'cover', target_file_id: doomed.id }),
        expect.objectContaining({ target_url: 'https://cdn.example.com/uploads/files_never.png' }),
      ]),
    );
    // Each named as the Content Manager names it (docs/decisions/0240-document-and-field-names.md).
    const cover = missing.find((row) => row.target_file_id === doomed.id);
    expect(cover).toMatchObject({
      content_type_name: 'Article',
      document_title: 'Doomed cover',
      field_label: 'Cover',
      edit_url: `/admin/content-manager/collection-types/${ARTICLE}/${cover?.document_id}?plugins[i18n][locale]=en`,
    });
    expect(
      missing.find((row) => row.target_url === 'https://cdn.example.com/uploads/files_never.png'),
    ).toMatchObject({ document_title: 'Files page', field_label: 'Notes', field_path: 'notes' });
    expect(missing.some((row) => row.target_file_id === used.id)).toBe(false);
  });

  it("leaves out a link to another host's /uploads/ path: a foreign-media-host link, not a missing file (issue 44, item 6b)", async () => {
    const isElsewhere = (row: { target_url: string | null }) =>
      row.target_url === 'https://cdn.other.example/uploads/files_elsewhere.png';
    // The index holds the link: it is a reference, only not to this Media Library's file.
    const indexed = (await app.strapi.db
      .getConnection('route_discovery_references')
      .where({ target_kind: 'url' })) as Array<{ target_url: string }>;
    expect(indexed.some(isElsewhere)).toBe(true);
    const whole = await files();
    expect(whole.missing.some(isElsewhere)).toBe(false);
    // This Media Library's links whose file is gone stay missing: relative, on a provider's origin
    // (a file's, in any letter case, or the configured base URL's).
    expect(whole.missing.map((row) => row.target_url)).toEqual(
      expect.arrayContaining([
        '/uploads/files_gone.png',
        'https://cdn.example.com/uploads/files_never.png',
        'HTTPS://CDN.EXAMPLE.COM/uploads/files_shout.png',
        `${PROVIDER_BASE}/media/uploads/files_configured.png`,
      ]),
    );
    // The pages and the counts follow the same rule.
    expect((await walk('list=missing&page_size=2', 'missing')).some(isElsewhere)).toBe(false);
    const counts = (await get('list=missing&counts=true')).body as CountsResponse;
    expect(counts.counts.total).toBe(whole.missing.length);
    expect(counts.counts.by.kind.url).toBe(whole.missing.filter((row) => row.target_kind === 'url').length);
    const csv = await get('list=missing&format=csv');
    expect(csv.status).toBe(200);
    expect(csv.text).not.toContain('cdn.other.example');
  });

  it('pages, counts and exports as CSV', async () => {
    const page = await files('page_size=1&sort=usage_count:desc');
    expect(page.files).toHaveLength(1);
    expect(page.files[0].usage_count).toBeGreaterThanOrEqual(2);
    const counts = (await get('filter=unused&counts=true')).body as CountsResponse;
    expect(counts.counts.total).toBe((await files('filter=unused')).count);
    const csv = await get('filter=unused&format=csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('id,name,url,size,mime,usage_count');
    expect(lines.some((line) => line.includes('files_unused.png'))).toBe(true);
    expect(lines.some((line) => line.includes('files_used.png'))).toBe(false);
  });

  it('exports the unused files through an export-url ticket, as the admin page does', async () => {
    const token = await app.adminToken();
    const minted = await app.http
      .post('/route-discovery/export-url')
      .set('Authorization', `Bearer ${token}`)
      .send({ list: 'files', query: { filter: 'unused', format: 'csv' } });
    expect(minted.status).toBe(200);
    const { url } = minted.body.data as { url: string };
    expect(url.startsWith(`${FILES}?`)).toBe(true);
    const download = await app.http.get(url);
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="files.csv"');
    expect(download.text).toContain('files_unused.png');
    const missing = await app.http
      .post('/route-discovery/export-url')
      .set('Authorization', `Bearer ${token}`)
      .send({ list: 'files-missing', query: { format: 'csv' } });
    expect(missing.status).toBe(200);
    const missingCsv = await app.http.get((missing.body.data as { url: string }).url);
    expect(missingCsv.status).toBe(200);
    expect(missingCsv.headers['content-disposition']).toBe('attachment; filename="files-missing.csv"');
    expect(missingCsv.text.split(/\r?\n/)[0]).toBe(
      'content_type,content_type_name,document_id,document_title,locale,status,field_path,field_label,' +
        'edit_url,reference_kind,target_kind,target_file_id,target_url',
    );
    expect(missingCsv.text).toContain(',Article,');
    expect(missingCsv.text).toContain(',Doomed cover,');
    expect(missingCsv.text).toContain('https://cdn.example.com/uploads/files_never.png');
  });

  it('v1/summary counts the files and the unused ones as v1/files does', async () => {
    const { metadata } = await files();
    const summary = await app.http.get('/api/route-discovery/v1/summary').set('Authorization', auth());
    expect(summary.status).toBe(200);
    expect(summary.body.summary.files).toEqual({
      total: metadata.total_count,
      unused: metadata.unused_count,
    });
  });
});
