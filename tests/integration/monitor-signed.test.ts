import type { MonitorTargetRow } from '@route-discovery/contract';
import { openApiErrors, testWatcher } from '../helpers/monitor';
import { useMonitorSuite } from '../helpers/monitor-suite';

/**
 * The monitor's answers on a presigned (signed) URL, on one database, with a fake clock: the
 * signature masked in every answer (decision 0157) while the monitor requests the URL as written,
 * and the Links page's join of a masked link to its target (decision 0262). The alerts' side is in
 * monitor-alerts.test.ts; the suite in tests/helpers/monitor-suite.ts.
 */

const suite = useMonitorSuite();
const { at, setWatch, get } = suite;

describe('monitor of signed URLs', () => {
  beforeAll(() => {
    // Enabled here, not at boot: the boot would start this instance's timer on the real clock.
    setWatch({ enabled: true, checksPerRun: 50, brokenAfter: 2 });
  });

  it("answers a signed URL's target with its signature masked, while the monitor requests it whole", async () => {
    const secret = 'f00dfeed0123456789';
    const signed =
      `${suite.outside.origin}/signed.png?X-Amz-Algorithm=AWS4-HMAC-SHA256` +
      `&X-Amz-Credential=AKIAEXAMPLE%2F20260101%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20260101T000000Z` +
      `&X-Amz-Expires=900&X-Amz-SignedHeaders=host&X-Amz-Signature=${secret}`;
    await suite.playground.strapi.documents('api::article.article').create({
      data: { title: 'Signed link', slug: 'signed-link', notes: `[file](${signed})` },
    });
    await testWatcher(suite.playground.strapi, at(0), 'A').tick();
    expect(suite.outside.hits.some((hit) => hit.path === '/signed.png')).toBe(true);

    const listed = await get('monitor/targets?page_size=500');
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    const row = (listed.body.targets as MonitorTargetRow[]).find((target) =>
      target.url.includes('/signed.png'),
    );
    expect(row?.url).toBe(signed.replace(secret, '****'));
    const history = await get(`monitor/targets/${row?.id}/events`);
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.body)).not.toContain(secret);
  });

  it('joins a signed link of content-links, masked, to its broken target (the Links page\'s "broken since")', async () => {
    const secret = 'c0ffee0123456789abcdef';
    const signed =
      `${suite.outside.origin}/bucket/report.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256` +
      `&X-Amz-Credential=AKIAEXAMPLE%2F20260101%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20260101T000000Z` +
      `&X-Amz-Expires=900&X-Amz-SignedHeaders=host&X-Amz-Signature=${secret}`;
    const masked = signed.replace(secret, '****');
    // The same object signed again: another target (the monitor requests each URL as written).
    const secondSecret = 'beef0123456789';
    const again = signed.replace(secret, secondSecret);
    await suite.playground.strapi.documents('api::article.article').create({
      data: { title: 'Signed report', slug: 'signed-report', notes: `[report](${signed})` },
      status: 'published',
    });
    await suite.playground.strapi.documents('api::article.article').create({
      data: { title: 'Signed again', slug: 'signed-again', notes: `[report](${again})` },
    });
    // brokenAfter is 2: the outside host answers 404 twice.
    await testWatcher(suite.playground.strapi, at(60), 'A').tick();
    await testWatcher(suite.playground.strapi, at(120), 'A').tick();

    // The Links page's row (the type is not public without the seed: scope=all): the URL masked
    // (decision 0157), so its target's key is not the row's.
    const links = await get('content-links?scope=all&page_size=500');
    expect(links.status).toBe(200);
    const row = (links.body.links as Array<{ url: string; kind: string }>).find((link) =>
      link.url.includes('/bucket/report.pdf'),
    );
    expect(row?.url).toBe(masked);
    for (const asked of [masked, signed]) {
      const joined = await get(`monitor/targets?page_size=20&url=${encodeURIComponent(asked)}`);
      expect(joined.status).toBe(200);
      expect(openApiErrors('MonitorTargetsEnvelope', joined.body)).toEqual([]);
      expect(JSON.stringify(joined.body)).not.toContain(secret);
      expect(JSON.stringify(joined.body)).not.toContain(secondSecret);
      const rows = joined.body.targets as MonitorTargetRow[];
      expect(rows.map((target) => [target.kind, target.url, target.state, target.link_urls])).toEqual([
        ['external', masked, 'broken', [masked]],
        ['external', masked, 'broken', [masked]],
      ]);
    }
  });
});
