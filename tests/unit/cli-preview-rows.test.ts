import { withPreviewRows } from '../../packages/cli/src/discovery';
import type { FrontendRow } from '../../packages/cli/src/types';

/**
 * The CLI's frontend rows (decision 0197): the unfiltered `frontend-urls` answer's page and
 * resolver rows with the preview rows of `filter=preview` after the page rows, each row once,
 * whatever version of the plugin answered.
 */
const row = (source: FrontendRow['source'], url: string): FrontendRow => {
  const fields = {
    url,
    page_type: '',
    page_title: '',
    name: '',
    resolved_url: url,
    query_params: {},
    is_testable: true,
    skip_reason: '',
    method: 'GET',
  };
  // A preview row carries its version's locale and status (PreviewUrlRow).
  return source === 'preview'
    ? { ...fields, source, locale: null, status: 'published' }
    : { ...fields, source };
};
const page = row('page', '/api/articles/a');
const resolver = row('resolver', '/api/articles');
const preview = row('preview', 'http://127.0.0.1:3000/preview/a');
const urls = (rows: FrontendRow[]) => rows.map((r) => `${r.source} ${r.url}`);

describe('withPreviewRows', () => {
  it('puts the preview rows of filter=preview between the page and resolver rows', () => {
    expect(urls(withPreviewRows([page, resolver], [preview]))).toEqual(urls([page, preview, resolver]));
  });

  it('lists each preview row once from a server whose unfiltered answer still holds them', () => {
    expect(urls(withPreviewRows([page, preview, resolver], [preview]))).toEqual(
      urls([page, preview, resolver]),
    );
  });

  it('takes only preview rows from a server that ignores the filter', () => {
    expect(urls(withPreviewRows([page, resolver], [page, preview, resolver]))).toEqual(
      urls([page, preview, resolver]),
    );
    expect(urls(withPreviewRows([page], []))).toEqual(urls([page]));
  });
});
