/**
 * Rows of the v1 answers with every field set, for the admin tests: each builder fills a row and
 * `overrides` replace fields (the page tests and the translated-pages fixtures share them).
 */
import type {
  FrontendUrlRow,
  GraphqlOperationRow,
  PreviewUrlRow,
  ReferenceRow,
} from '@route-discovery/contract';

/** A testable `resolver` row of `frontend-urls` for `url`. */
export const frontendUrlRow = (url: string, overrides: Partial<FrontendUrlRow> = {}): FrontendUrlRow => ({
  method: 'GET',
  url,
  resolved_url: url,
  query_params: {},
  source: 'resolver',
  name: `handler ${url}`,
  page_type: '',
  page_title: '',
  is_testable: true,
  skip_reason: '',
  site_url: '',
  ...overrides,
});

/** A testable `preview` row of `frontend-urls?filter=preview` for `url` (a published version). */
export const previewUrlRow = (url: string, overrides: Partial<PreviewUrlRow> = {}): PreviewUrlRow => ({
  ...frontendUrlRow(url),
  source: 'preview',
  locale: null,
  status: 'published',
  ...overrides,
});

/** An inbound link reference of `v1/references` from an article's published version. */
export const referenceRow = (overrides: Partial<ReferenceRow> = {}): ReferenceRow => ({
  content_type: 'api::article.article',
  document_id: 'src1',
  locale: 'en',
  status: 'published',
  field_path: 'content[0].children[0]',
  link_text: '',
  reference_kind: 'link',
  target_kind: 'document',
  target_content_type: 'api::article.article',
  target_document_id: 'target',
  target_locale: 'en',
  target_file_id: null,
  target_url: null,
  ...overrides,
});

/** A public, testable query of `v1/graphql`. */
export const graphqlOperationRow = (overrides: Partial<GraphqlOperationRow> = {}): GraphqlOperationRow => ({
  operation: 'articles',
  kind: 'query',
  content_type: 'api::article.article',
  action: 'api::article.article.find',
  access: 'public',
  is_testable: true,
  skip_reason: '',
  document: 'query Articles { articles { title } }',
  variables: {},
  ...overrides,
});
