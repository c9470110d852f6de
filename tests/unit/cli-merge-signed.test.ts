import { emptyTally, mergedHeader } from '../../packages/cli/src/merge/merge-summary';
import type { ReportHeader } from '../../packages/cli/src/merge/read-report';

/** Decision 0157: a shard report of an older CLI may hold a signature; the merged report does not. */
describe('merge-reports masks signed URLs of shard reports', () => {
  it('masks the links and integrity findings of the shard that holds them', () => {
    const url = 'https://b.s3.amazonaws.com/q3.pdf?X-Amz-Expires=900&X-Amz-Signature=0123456789abcdef';
    const masked = 'https://b.s3.amazonaws.com/q3.pdf?X-Amz-Expires=900&X-Amz-Signature=****';
    const link = {
      url,
      target: url,
      kind: 'external',
      content_type: 'api::article.article',
      document_id: 'd1',
      locale: 'en',
      field_path: 'content[0]',
      link_text: url,
      edit_url: '/admin/x',
      outcome: 'broken',
      reason: 'signed-media-url (decided offline)',
      decided_by: 'offline',
      status: null,
      passed: false,
    };
    const finding = {
      kind: 'signed-media-url',
      content_type: 'api::article.article',
      document_id: 'd1',
      locale: 'en',
      field_path: 'content[0]',
      targets: [url],
      target_type: null,
      edit_url: '/admin/x',
    };
    const header = {
      format: 'route-discovery-report/2',
      base_url: 'http://cms.test',
      started_at: '2026-01-01T00:00:00Z',
      duration_ms: 1,
      exit_code: 1,
      admin_credentials: false,
      notes: [],
      totals: { checks: 0, passed: 0, failed: 0, excluded: 0 },
      suites: {},
      drift: [],
      links: { mode: 'internal', totals: { failed: 1 }, results: [link] },
      integrity: { totals: { findings: 1 }, findings: [finding] },
    } as unknown as ReportHeader;
    const merged = mergedHeader([header], emptyTally());
    expect(JSON.stringify(merged)).not.toContain('0123456789abcdef');
    expect(merged.links?.results[0]).toMatchObject({ url: masked, target: masked, link_text: masked });
    expect(merged.integrity?.findings[0].targets).toEqual([masked]);
  });
});
