/**
 * The Files suites' app (tests/integration/files*.test.ts): one playground per suite file with
 * upload files used, unused, deleted and linked, and the calls the suites make.
 */
import type { FilesEnvelope, FileUsageRow, PageMetadata } from '@route-discovery/contract';
import { startPlayground, type Playground } from './playground';

export const FILES = '/api/route-discovery/v1/files';
export const REFS = '/api/route-discovery/v1/references';
export const ARTICLE = 'api::article.article';
export const FILE_UID = 'plugin::upload.file';
export const client = process.env.DATABASE_CLIENT ?? 'sqlite';
/** The upload provider's configured base URL's origin (`providerOptions.baseUrl`), holding no file yet. */
export const PROVIDER_BASE = 'https://media.app.example';

export let app: Playground;
export const auth = () => `Bearer ${app.apiKey}`;
export const get = (query = '') =>
  app.http.get(`${FILES}${query ? `?${query}` : ''}`).set('Authorization', auth());
export const files = async (query = '') => {
  const response = await get(query);
  expect(response.status).toBe(200);
  return response.body as FilesEnvelope;
};
export const createFile = async (hash: string, size: number, origin = '') =>
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
export const byId = (envelope: FilesEnvelope, id: number): FileUsageRow | undefined =>
  envelope.files.find((file) => file.id === id);
export let used: { id: number };
export let unused: { id: number };
export let doomed: { id: number };
export let linked: { id: number };

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

export const walk = async <Key extends 'files' | 'missing'>(query: string, key: Key) => {
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
