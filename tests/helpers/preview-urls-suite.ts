/**
 * The preview-URL suites' app (tests/integration/preview-urls*.test.ts): one playground per suite
 * file with preview configured and a small frontend on 127.0.0.1 that records what it is asked, and
 * the calls the suites make.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AnyFrontendUrlRow, type PreviewUrlRow } from '@route-discovery/contract';
import { buildCli } from './cli';
import { startPlayground, type Playground } from './playground';

/**
 * Preview URLs (issue 35, item 7; docs/decisions/0154-preview-urls.md): the playground with
 * Strapi's preview configured (`playground/config/admin.js`: articles and the homepage on a
 * frontend origin, categories and guestbook entries as paths on the CMS, other types null), its
 * handler made to throw for guestbook entries, every document listed (`pagesPerType` 0). The
 * frontend is a small server on 127.0.0.1 that answers 200 and records what the CLI requests.
 */
export const ENDPOINT = '/api/route-discovery/v1/frontend-urls';
export const FAILING = 'api::guestbook-entry.guestbook-entry';
/** The frontend's preview secret the playground puts in the homepage's preview URL. */
export const SECRET = randomBytes(12).toString('hex');

export let playground: Playground;
export let frontend: Server;
export let origin: string;
export const requested: string[] = [];
export let rows: AnyFrontendUrlRow[];
export let dir: string;

export async function get(query: Record<string, string> = {}) {
  const response = await playground.http
    .get(ENDPOINT)
    .query(query)
    .set('Authorization', `Bearer ${playground.apiKey}`);
  expect(response.status).toBe(200);
  return response.body as {
    urls: AnyFrontendUrlRow[];
    count: number;
    metadata: {
      total_count: number;
      testable_count: number;
      untestable_count: number;
      page?: { next_cursor: string | null };
    };
  };
}

/** Every row (each locale, draft and published) of a content type, from the database. */
export async function versionsOf(uid: string) {
  return (await playground.strapi.db.query(uid as never).findMany({
    select: ['documentId', 'locale', 'publishedAt'],
  })) as Array<{ documentId: string; locale?: string | null; publishedAt: string | null }>;
}

export const isPreview = (row: AnyFrontendUrlRow): row is PreviewUrlRow => row.source === 'preview';
export const previews = (uid: string) => rows.filter(isPreview).filter((row) => row.page_type === uid);
export const key = (row: Pick<AnyFrontendUrlRow, 'url' | 'locale'> & { status?: PreviewUrlRow['status'] }) =>
  `${row.url} ${row.locale} ${row.status}`;

beforeAll(async () => {
  buildCli();
  dir = mkdtempSync(join(tmpdir(), 'rd-preview-'));
  frontend = createServer((request, response) => {
    requested.push(request.url ?? '');
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end('<p>preview</p>');
  });
  await new Promise<void>((ready) => frontend.listen(0, '127.0.0.1', ready));
  origin = `http://127.0.0.1:${(frontend.address() as AddressInfo).port}`;
  playground = await startPlayground({
    env: {
      PLAYGROUND_PREVIEW_ORIGIN: origin,
      PLAYGROUND_PREVIEW_FAIL: FAILING,
      PLAYGROUND_PREVIEW_SECRET: SECRET,
      ROUTE_DISCOVERY_CONFIG: JSON.stringify({ pagesPerType: 0 }),
    },
  });
  rows = (await get({ filter: 'preview' })).urls;
});

afterAll(async () => {
  await playground?.stop();
  await new Promise((closed) => frontend?.close(closed));
  if (dir) rmSync(dir, { recursive: true, force: true });
});
