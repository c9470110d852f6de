import { BROKEN_STATUSES, summaryResponseSchema, type SummaryResponse } from '@route-discovery/contract';
import { isBrokenInternalLink } from '@route-discovery/check-engine';
import { ARTICLE, playground, whole } from '../helpers/content-links-pages-suite';

/**
 * The summary of `v1/content-links` (docs/api.md, "Pages"). Pages and exports:
 * content-links-pages.part.ts.
 */

describe('summary', () => {
  const SUMMARY = '/api/route-discovery/v1/summary';
  const read = async (path: string, query: Record<string, string> = {}) => {
    const response = await playground.http
      .get(path)
      .query(query)
      .set('Authorization', `Bearer ${playground.apiKey}`);
    return response;
  };
  const summaryOf = async () => {
    const response = await read(SUMMARY);
    expect(response.status).toBe(200);
    return { body: response.body as SummaryResponse, bytes: Buffer.byteLength(response.text) };
  };

  it('gives the counts the whole lists give', async () => {
    const { body } = await summaryOf();
    expect(summaryResponseSchema.parse(body)).toEqual(body);
    const v1 = '/api/route-discovery/v1';
    const metadataOf = async (endpoint: string) =>
      (await read(`${v1}/${endpoint}`)).body.metadata as { total_count: number; testable_count: number };
    for (const [key, endpoint] of [
      ['backend', 'backend-urls'],
      ['frontend', 'frontend-urls'],
    ] as const) {
      const metadata = await metadataOf(endpoint);
      expect(body.summary[key]).toEqual({ total: metadata.total_count, testable: metadata.testable_count });
    }
    const graphql = await read(`${v1}/graphql`);
    expect(body.summary.graphql).toEqual(
      graphql.status === 404
        ? null
        : { total: graphql.body.metadata.total_count, testable: graphql.body.metadata.testable_count },
    );
    const broken = new Set<string>(BROKEN_STATUSES);
    expect(body.summary.links).toEqual({
      total: whole.length,
      testable: whole.filter((row) => row.is_testable).length,
      broken_internal: whole.filter((row) => isBrokenInternalLink(row, broken)).length,
    });
    expect(body.summary.links.broken_internal).toBeGreaterThan(0);
    const findings = (await read(`${v1}/exposure`)).body.findings as Array<{ severity: string }>;
    for (const severity of ['high', 'medium', 'low', 'info'])
      expect(body.summary.findings[severity as 'high']).toBe(
        findings.filter((finding) => finding.severity === severity).length,
      );
    const runs = (await read(`${v1}/runs`)).body.runs as unknown[];
    expect(body.summary.last_run).toEqual(runs[0] ?? null);
  });

  it('is cached while nothing changes, recounted in the background after content changes, and its size does not grow', async () => {
    const before = await summaryOf();
    expect(before.body.summary.counts_state).toBe('current');
    expect((await summaryOf()).body.summary.counted_at).toBe(before.body.summary.counted_at);
    const articles = playground.strapi.documents(ARTICLE);
    for (let index = 0; index < 40; index += 1)
      await articles.create({
        data: {
          title: `Summary growth ${index}`,
          slug: `summary-growth-${index}`,
          content: [
            {
              type: 'paragraph',
              children: [
                {
                  type: 'link',
                  url: `https://example.org/${index}`,
                  children: [{ type: 'text', text: 'x' }],
                },
              ],
            },
          ],
        } as never,
        status: 'published',
      });
    // The next visit does not wait for the walk: the last counts at once, marked as being
    // recounted (decision 0149)...
    const stale = await summaryOf();
    expect(stale.body.summary.counts_state).toBe('updating');
    expect(stale.body.summary.links).toEqual(before.body.summary.links);
    expect(stale.body.summary.counted_at).toBe(before.body.summary.counted_at);
    // ...and a later one has the new counts, once the one recount has landed.
    let after = stale;
    for (let attempt = 0; attempt < 100 && after.body.summary.counts_state !== 'current'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await summaryOf();
    }
    expect(after.body.summary.counts_state).toBe('current');
    expect(after.body.summary.links.total).toBe(before.body.summary.links.total + 40);
    expect(after.body.summary.counted_at).not.toBe(before.body.summary.counted_at);
    // Counts gain digits, nothing else: the widget's download does not grow with the site.
    expect(Math.abs(after.bytes - before.bytes)).toBeLessThan(16);
    expect(after.bytes).toBeLessThan(2048);
  });
});
