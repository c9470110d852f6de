import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  frontendEnvelopeSchema,
  previewEnvelopeSchema,
  type AnyFrontendUrlRow,
  type PreviewUrlRow,
} from '@route-discovery/contract';
import Ajv2020 from 'ajv/dist/2020';
import openapi from '../../docs/openapi.json';
import { buildCli, runCli } from '../helpers/cli';
import { startPlayground, SUPER_ADMIN, type Playground } from '../helpers/playground';

/**
 * Preview URLs (issue 35, item 7; docs/decisions/0154-preview-urls.md): the playground with
 * Strapi's preview configured (`playground/config/admin.js`: articles and the homepage on a
 * frontend origin, categories and guestbook entries as paths on the CMS, other types null), its
 * handler made to throw for guestbook entries, every document listed (`pagesPerType` 0). The
 * frontend is a small server on 127.0.0.1 that answers 200 and records what the CLI requests.
 */
const ENDPOINT = '/api/route-discovery/v1/frontend-urls';
const FAILING = 'api::guestbook-entry.guestbook-entry';
/** The frontend's preview secret the playground puts in the homepage's preview URL. */
const SECRET = randomBytes(12).toString('hex');

let playground: Playground;
let frontend: Server;
let origin: string;
const requested: string[] = [];
let rows: AnyFrontendUrlRow[];
let dir: string;

async function get(query: Record<string, string> = {}) {
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
async function versionsOf(uid: string) {
  return (await playground.strapi.db.query(uid as never).findMany({
    select: ['documentId', 'locale', 'publishedAt'],
  })) as Array<{ documentId: string; locale?: string | null; publishedAt: string | null }>;
}

const isPreview = (row: AnyFrontendUrlRow): row is PreviewUrlRow => row.source === 'preview';
const previews = (uid: string) => rows.filter(isPreview).filter((row) => row.page_type === uid);
const key = (row: Pick<AnyFrontendUrlRow, 'url' | 'locale'> & { status?: PreviewUrlRow['status'] }) =>
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

describe('frontend-urls preview rows', () => {
  it('lists one row per document, locale and status, as the app handler names its URL', async () => {
    const versions = await versionsOf('api::article.article');
    const expected = versions.map((version) => {
      const status = version.publishedAt ? 'published' : 'draft';
      const query = new URLSearchParams({ status, locale: version.locale as string });
      return key({
        url: `${origin}/preview/articles/${version.documentId}?${query}`,
        locale: version.locale ?? null,
        status,
      });
    });
    const listed = previews('api::article.article');
    expect(listed.map(key).sort()).toEqual(expected.sort());
    expect(new Set(listed.map((row) => row.status))).toEqual(new Set(['draft', 'published']));
    expect(new Set(listed.map((row) => row.locale))).toEqual(new Set(['en', 'fr']));
    for (const row of listed) {
      expect(row).toMatchObject({
        source: 'preview',
        name: 'admin.preview.config.handler',
        resolved_url: row.url,
        is_testable: true,
        skip_reason: '',
        method: 'GET',
        query_params: {},
      });
    }
    // A draft's title is listed too: the preview is of the draft.
    expect(listed.some((row) => row.status === 'draft' && row.page_title !== '')).toBe(true);
  });

  it('takes a relative URL as a path on the CMS, and lists a type without draft and publish as published', async () => {
    const categories = previews('api::category.category');
    expect(categories.length).toBe((await versionsOf('api::category.category')).length);
    for (const row of categories) {
      expect(row.url).toMatch(/^\/api\/categories\/[a-z0-9]+$/);
      expect(row).toMatchObject({
        resolved_url: row.url,
        is_testable: true,
        status: 'published',
        locale: null,
      });
    }
  });

  it('lists no row where the handler returns null', () => {
    expect(previews('api::internal-note.internal-note')).toEqual([]);
    expect(previews('plugin::users-permissions.user')).toEqual([]);
  });

  it('gives a row with the reason, no URL and no stack where the handler throws', async () => {
    const failed = previews(FAILING);
    expect(failed.length).toBe((await versionsOf(FAILING)).length);
    for (const row of failed) {
      expect(row).toMatchObject({
        url: '',
        resolved_url: '',
        is_testable: false,
        skip_reason: `Preview handler failed: Error: no preview route for ${FAILING}`,
      });
    }
    expect(JSON.stringify(failed)).not.toMatch(/\bat \S+:\d+|config[\\/]admin\.js/);
  });

  it('masks a secret in the query and does not test that URL: the secret is in no answer', async () => {
    const homepage = previews('api::homepage.homepage');
    expect(homepage.length).toBeGreaterThan(0);
    for (const row of homepage) {
      expect(row.url).toMatch(
        new RegExp(`^${origin}/preview/home\\?status=(draft|published)(&locale=[a-z]+)?&secret=\\*{4}$`),
      );
      expect(row).toMatchObject({
        resolved_url: '',
        is_testable: false,
        skip_reason: 'Preview URL holds a secret (secret): masked, not requested',
      });
    }
    const answers = await Promise.all(
      [{}, { filter: 'preview' }, { format: 'csv' }, { format: 'markdown' }].map((query) =>
        playground.http.get(ENDPOINT).query(query).set('Authorization', `Bearer ${playground.apiKey}`),
      ),
    );
    for (const answer of answers) expect(answer.text).not.toContain(SECRET);
  });

  it('answers as docs/openapi.json and the contract describe it: preview rows only to filter=preview', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema(openapi, 'openapi');
    const answers = [
      [await get({ filter: 'preview' }), 'PreviewEnvelope', previewEnvelopeSchema],
      [await get(), 'FrontendEnvelope', frontendEnvelopeSchema],
    ] as const;
    for (const [body, component, schema] of answers) {
      const validate = ajv.getSchema(`openapi#/components/schemas/${component}`);
      expect([component, validate?.(body) ? [] : validate?.errors]).toEqual([component, []]);
      expect([component, schema.safeParse(body).error?.issues ?? []]).toEqual([component, []]);
    }
  });

  it('filter=preview lists only them; keyset pages walk to the same list, and counts match', async () => {
    const all = rows;
    expect(all.length).toBeGreaterThan(10);
    expect(new Set(all.map((row) => row.source))).toEqual(new Set(['preview']));
    expect((await get({ filter: 'pages' })).urls.some((row) => row.source === 'preview')).toBe(false);
    const walked: AnyFrontendUrlRow[] = [];
    let cursor: string | null = null;
    do {
      const page = await get({ filter: 'preview', page_size: '4', ...(cursor ? { cursor } : {}) });
      expect(page.urls.length).toBeLessThanOrEqual(4);
      walked.push(...page.urls);
      cursor = page.metadata.page?.next_cursor ?? null;
    } while (cursor);
    expect(walked.map(key)).toEqual(all.map(key));
    const counted = await get({ filter: 'preview', counts: 'true', page_size: '1' });
    expect(counted.metadata.total_count).toBe(all.length);
  });
});

/** Every row of `query`'s keyset pages, `page_size` 50, following `next_cursor` to the last page. */
async function walk(query: Record<string, string>): Promise<AnyFrontendUrlRow[]> {
  const walked: AnyFrontendUrlRow[] = [];
  let cursor: string | null = null;
  do {
    const page = await get({ ...query, page_size: '50', ...(cursor ? { cursor } : {}) });
    walked.push(...page.urls);
    cursor = page.metadata.page?.next_cursor ?? null;
  } while (cursor);
  return walked;
}

describe('frontend-urls without a filter on an app with preview configured (issue 44, item 6c)', () => {
  it('lists only what the spec defines: page and resolver rows, the sum of filter=pages and filter=resolver', async () => {
    const whole = await get();
    const pages = await get({ filter: 'pages' });
    const resolver = await get({ filter: 'resolver' });
    expect(new Set(whole.urls.map((row) => row.source))).toEqual(new Set(['page', 'resolver']));
    expect(whole.urls.map(key)).toEqual([...pages.urls, ...resolver.urls].map(key));
    expect(whole.count).toBe(pages.count + resolver.count);
    for (const field of ['total_count', 'testable_count', 'untestable_count'] as const)
      expect([field, whole.metadata[field]]).toEqual([
        field,
        pages.metadata[field] + resolver.metadata[field],
      ]);
    expect(whole.metadata.total_count).toBe(whole.urls.length);
    // Keyset pages and counts=true answer the same rows and the same total.
    expect((await walk({})).map(key)).toEqual(whole.urls.map(key));
    expect((await get({ counts: 'true', page_size: '1' })).metadata.total_count).toBe(whole.urls.length);
    // The handler is the app's code: the unfiltered answer never shows its URLs, nor its secret.
    const csv = await playground.http
      .get(ENDPOINT)
      .query({ format: 'csv' })
      .set('Authorization', `Bearer ${playground.apiKey}`);
    expect(csv.status).toBe(200);
    expect(csv.text).not.toContain('admin.preview.config.handler');
  });

  it('the summary counts the unfiltered list', async () => {
    const whole = await get();
    let summary: { frontend: { total: number; testable: number } } | null = null;
    for (let tries = 0; tries < 100 && !summary; tries += 1) {
      const answer = await playground.http
        .get('/api/route-discovery/v1/summary')
        .set('Authorization', `Bearer ${playground.apiKey}`);
      if (answer.status === 200) summary = answer.body.summary;
      else await new Promise((wait) => setTimeout(wait, 100));
    }
    expect(summary?.frontend).toMatchObject({
      total: whole.metadata.total_count,
      testable: whole.metadata.testable_count,
    });
  });
});

describe('smoke requests the preview URLs', () => {
  it('in a preview suite: every testable preview URL, and Strapi preview route for the single type', async () => {
    const json = join(dir, 'run.json');
    const run = await runCli([
      'smoke',
      '--url',
      playground.baseUrl,
      '--key',
      playground.apiKey,
      '--admin-email',
      SUPER_ADMIN.email,
      '--admin-password',
      SUPER_ADMIN.password,
      '--quiet',
      '--report',
      `json=${json}`,
    ]);
    const report = JSON.parse(readFileSync(json, 'utf8')) as {
      suites: Record<string, { checks: number; passed: number; failed: number }>;
      results: Array<{ scope: string; target: string; passed: boolean; reason: string }>;
    };
    const preview = report.results.filter((result) => result.scope === 'preview');
    const testable = rows.filter((row) => row.source === 'preview' && row.is_testable);
    const targets = new Set(preview.map((result) => result.target));
    for (const row of testable) expect(targets).toContain(row.resolved_url);
    expect(targets).toContain('/content-manager/preview/url/api%3A%3Ahomepage.homepage?status=draft');
    expect(preview.filter((result) => !result.passed)).toEqual([]);
    const onFrontend = testable.filter((row) => row.url.startsWith(origin));
    expect(onFrontend.length).toBeGreaterThan(0);
    for (const row of onFrontend) expect(requested).toContain(row.url.slice(origin.length));
    expect(report.suites.preview.checks).toBe(preview.length);
    expect(run.stdout).toContain(`preview ${preview.length}/${preview.length}`);
    expect(`${run.stdout}${run.stderr}${readFileSync(json, 'utf8')}`).not.toContain(SECRET);
  });
});
