import type { CountsResponse, FilesEnvelope, FileUsageRow } from '@route-discovery/contract';
import { startPlayground, type Playground } from '../helpers/playground';

const FILES = '/api/route-discovery/v1/files';
const REFS = '/api/route-discovery/v1/references';
const ARTICLE = 'api::article.article';
const FILE_UID = 'plugin::upload.file';
const client = process.env.DATABASE_CLIENT ?? 'sqlite';

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
  const createFile = async (hash: string, size: number) =>
    (await app.strapi.db.query(FILE_UID as never).create({
      data: {
        name: `${hash}.png`,
        hash,
        ext: '.png',
        mime: 'image/png',
        size,
        url: `/uploads/${hash}.png`,
        provider: 'local',
      },
    } as never)) as { id: number };
  const byId = (envelope: FilesEnvelope, id: number): FileUsageRow | undefined =>
    envelope.files.find((file) => file.id === id);
  let used: { id: number };
  let unused: { id: number };
  let doomed: { id: number };

  beforeAll(async () => {
    app = await startPlayground();
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

  it('lists the references to files that no longer exist', async () => {
    const { missing } = await files();
    expect(missing).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ content_type: ARTICLE, field_path: 'cover', target_file_id: doomed.id }),
        expect.objectContaining({ target_url: 'https://cdn.example.com/uploads/files_never.png' }),
      ]),
    );
    expect(missing.some((row) => row.target_file_id === used.id)).toBe(false);
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
