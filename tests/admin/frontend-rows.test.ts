import type { PreviewUrlRow } from '@route-discovery/contract';
import { fromFrontendRows, OTHER_ORIGIN_REASON_ID } from '../../admin/src/lib/rows';

/** A preview row (docs/decisions/0154-preview-urls.md) with the given URL, testable as the server says. */
const preview = (url: string): PreviewUrlRow => ({
  url,
  source: 'preview',
  page_type: 'api::article.article',
  page_title: 'Hello',
  name: 'admin.preview.config.handler',
  resolved_url: url,
  query_params: {},
  is_testable: true,
  skip_reason: '',
  method: 'GET',
  locale: 'en',
  status: 'draft',
});

describe('fromFrontendRows: preview rows in the admin table', () => {
  it('tests a preview path on the CMS, as any frontend row', () => {
    const [row] = fromFrontendRows([preview('/api/categories/abc')]);
    expect(row).toMatchObject({
      target: '/api/categories/abc',
      isTestable: true,
      skipReason: '',
      group: 'preview',
    });
    expect(row.label).toBe('Hello');
  });

  it('leaves a preview URL on another origin to the CLI, with the reason', () => {
    const [row] = fromFrontendRows([preview('https://front.example.com/preview/articles/abc?status=draft')]);
    expect(row).toMatchObject({ isTestable: false, skipReason: '', skipReasonId: OTHER_ORIGIN_REASON_ID });
  });
});
