/** The Files page's and the "Used in" panel's answers for tests/admin/translated-pages (see locale-page-fixtures). */
import type { FileUsageRow, MissingFileReference } from '@route-discovery/contract';
import type { ReferenceIndexClient, ReferenceIndexStatus } from '../../admin/src/api/useReferenceIndex';
import { fakeListServer } from './fake-list-server';
import { referenceRow as reference } from './report-rows';

const FILES: FileUsageRow[] = [
  { id: 1, name: 'hero.png', url: '/uploads/hero.png', size: 1234.5, mime: 'image/png', usage_count: 3 },
  { id: 2, name: 'old.png', url: '/uploads/old.png', size: 2.25, mime: 'image/png', usage_count: 0 },
];

/** `v1/files` and its `list=missing` over two files and one missing-file reference. */
export function filesServer() {
  const files = fakeListServer(FILES, {
    rowsKey: 'files',
    filterKeys: [],
    searchText: (row) => row.name,
    isTestable: () => false,
    metadata: { total_count: 2, unused_count: 1, unused_size: 2.25 },
  });
  const missingFile: MissingFileReference = {
    ...reference({ target_kind: 'file', target_file_id: 9, reference_kind: 'media', field_path: 'cover' }),
    content_type_name: 'Article',
    document_title: 'Source article',
    field_label: 'Cover',
    edit_url: '/admin/content-manager/collection-types/api::article.article/src1?plugins[i18n][locale]=en',
  };
  const missing = fakeListServer([missingFile], {
    rowsKey: 'missing',
    filterKeys: [],
    searchText: (row) => row.document_id,
    isTestable: () => false,
    countsUnder: true,
  });
  return (path: string, params: Record<string, string>) =>
    params.list === 'missing' ? missing.fetchJson(path, params) : files.fetchJson(path, params);
}

/** The reference index: one content type current, one stale. */
export function referenceIndexClient(): ReferenceIndexClient {
  const status: ReferenceIndexStatus = {
    rebuild: {
      status: 'done',
      started_at: '2026-11-26T00:00:00.000Z',
      finished_at: '2026-11-26T00:00:01.000Z',
      content_types_done: 2,
      content_types_total: 2,
      processed_versions: 40,
    },
    content_types: [
      { content_type: 'api::article.article', state: 'current' },
      { content_type: 'api::category.category', state: 'stale' },
    ],
  };
  return { read: async () => status, rebuild: async () => status };
}

const edit = (id: string) => `/content-manager/collection-types/api::article.article/${id}`;
export const USED_IN = {
  content_type: 'api::article.article',
  document_id: 'target',
  locale: 'en',
  used_in: [
    { ...reference(), title: 'Source article', edit_path: edit('src1') },
    {
      ...reference({ document_id: 'src2', status: 'draft', reference_kind: 'relation' }),
      title: 'Draft relation',
      edit_path: edit('src2'),
    },
    {
      ...reference({ document_id: 'src3', reference_kind: 'media' }),
      title: 'Gallery',
      edit_path: edit('src3'),
    },
  ],
  count: 3,
  broken: ['draft', 'deleted', 'missing_locale', 'deleted_file'].map((broken, index) => ({
    ...reference({
      document_id: 'target',
      target_document_id: `gone${index}`,
      field_path: `content[${index}]`,
    }),
    broken,
  })),
  unpublish_impact: {
    target_published: true,
    references: 2,
    documents: 1,
    sources: [{ content_type: 'api::article.article', document_id: 'src1', locale: 'en' }],
  },
  index_state: 'stale',
};

/** `GET /route-discovery/report-config` for the settings page: a setting of each source, a deprecated version. */
export const REPORT_CONFIG = {
  reportsEnabled: true,
  environment: 'development',
  isDevelopment: true,
  newestStableVersion: 'v1',
  endpoints: { summary: '/api/route-discovery/v1/summary' },
  versions: [
    { version: 'v1', lifecycle: { status: 'stable', deprecated_on: null, sunset_on: null } },
    {
      version: 'v0',
      lifecycle: { status: 'deprecated', deprecated_on: '2026-01-31', sunset_on: '2026-07-31' },
    },
  ],
  settings: (['env', 'config', 'default'] as const).map((source) => ({
    name: `setting_${source}`,
    envVar: `DISCOVERY_${source.toUpperCase()}`,
    configKey: `key_${source}`,
    source,
    value: 'true',
    warning: null,
  })),
  curlExample: 'curl -H "Authorization: Bearer $KEY" http://localhost:1337/api/route-discovery/v1/summary',
};
