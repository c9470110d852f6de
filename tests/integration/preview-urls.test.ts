import openapi from '../../docs/openapi.json';
import Ajv2020 from 'ajv/dist/2020';
import {
  frontendEnvelopeSchema,
  previewEnvelopeSchema,
  type AnyFrontendUrlRow,
} from '@route-discovery/contract';
import {
  ENDPOINT,
  FAILING,
  SECRET,
  playground,
  origin,
  rows,
  get,
  versionsOf,
  previews,
  key,
} from '../helpers/preview-urls-suite';
// The suite's other half, on this file's one playground: its tests run first (decision 0254).
import './preview-urls-smoke.part';

/**
 * `v1/frontend-urls` preview rows (docs/api.md): one per draft and published version the Content
 * Manager's preview would open. Without a filter, and smoke: preview-urls-smoke.part.ts.
 */

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
