import {
  backendColumns,
  backendLabel,
  frontendLabel,
  contentTypeAccess,
  contentTypeColumns,
  exposureRouteColumns,
  frontendColumns,
  graphqlColumns,
} from '@route-discovery/check-engine';
import type {
  BackendUrlRow,
  ContentTypeExposure,
  ExposureRoute,
  FileUsageRow,
  AnyFrontendUrlRow,
  GraphqlOperationRow,
  MissingFileReference,
  StoredRun,
} from '@route-discovery/contract';
import type { ListDefinition } from './list-definition';

/** The CSV and Markdown columns of `backend-urls`, as the admin's export wrote them. */
const BACKEND_EXPORT_COLUMNS = [
  'method',
  'route',
  'resolved_route',
  'name',
  'namespace',
  'view_name',
  'page_type',
  'has_parameters',
  'is_testable',
  'skip_reason',
];

/** The CSV and Markdown columns of `frontend-urls`, as the admin's export wrote them. */
const FRONTEND_EXPORT_COLUMNS = [
  'method',
  'url',
  'resolved_url',
  'query_params',
  'source',
  'name',
  'page_type',
  'page_title',
  'content_type_name',
  'document_id',
  'locale',
  'edit_url',
  'is_testable',
  'skip_reason',
  'site_url',
];

/** `backend-urls`: `group` the namespace; facets group, page type, method. */
export const BACKEND_LIST: ListDefinition<BackendUrlRow> = {
  list: 'backend-urls',
  rowsKey: 'urls',
  columns: backendColumns,
  sortValues: {
    path: (row) => row.route,
    method: (row) => row.method,
    label: backendLabel,
    group: (row) => row.namespace,
  },
  facets: { group: (row) => row.namespace, page_type: (row) => row.page_type, method: (row) => row.method },
  testable: (row) => row.is_testable,
  exportColumns: BACKEND_EXPORT_COLUMNS,
};

/** `frontend-urls`: `group` the source (`page`, `resolver`); facets group, page type, method. */
export const FRONTEND_LIST: ListDefinition<AnyFrontendUrlRow> = {
  list: 'frontend-urls',
  rowsKey: 'urls',
  columns: frontendColumns,
  sortValues: {
    path: (row) => row.url,
    method: (row) => row.method,
    label: frontendLabel,
    group: (row) => row.source,
  },
  facets: { group: (row) => row.source, page_type: (row) => row.page_type, method: (row) => row.method },
  testable: (row) => row.is_testable,
  exportColumns: FRONTEND_EXPORT_COLUMNS,
};

/** `graphql`: facets kind and access. */
export const GRAPHQL_LIST: ListDefinition<GraphqlOperationRow> = {
  list: 'graphql',
  rowsKey: 'operations',
  columns: graphqlColumns,
  sortValues: {
    operation: (row) => row.operation,
    kind: (row) => row.kind,
    content_type: (row) => row.content_type,
    access: (row) => row.access,
  },
  facets: { kind: (row) => row.kind, access: (row) => row.access },
  testable: (row) => row.is_testable,
  exportColumns: [
    'operation',
    'kind',
    'content_type',
    'action',
    'access',
    'is_testable',
    'skip_reason',
    'document',
    'variables',
  ],
};

/** `exposure?list=routes`: no row is a test target (`testable` counts 0); facet access. */
export const EXPOSURE_ROUTES_LIST: ListDefinition<ExposureRoute> = {
  list: 'exposure-routes',
  rowsKey: 'routes',
  columns: exposureRouteColumns,
  sortValues: {
    path: (row) => row.route,
    method: (row) => row.method,
    access: (row) => row.access,
    handler: (row) => row.handler,
  },
  facets: { access: (row) => row.access },
  testable: () => false,
  exportColumns: ['method', 'route', 'handler', 'access', 'auth_disabled', 'roles', 'guarded_by'],
};

/** `exposure?list=content_types`: access as `contentTypeAccess` decides it; facet access. */
export const EXPOSURE_CONTENT_TYPES_LIST: ListDefinition<ContentTypeExposure> = {
  list: 'exposure-content-types',
  rowsKey: 'content_types',
  columns: contentTypeColumns,
  sortValues: { uid: (row) => row.uid, access: (row) => contentTypeAccess(row) },
  facets: { access: (row) => contentTypeAccess(row) },
  testable: () => false,
  exportColumns: [
    'uid',
    'content_type_name',
    'kind',
    'draft_and_publish',
    'public_actions',
    'authenticated_actions',
    'drafts_readable_anonymously',
    'public_fields',
    'sensitive_fields',
  ],
};

/** `runs`: newest first; `group` the verdict; no run is a test target (`testable` counts 0). */
export const RUNS_LIST: ListDefinition<StoredRun> = {
  list: 'runs',
  rowsKey: 'runs',
  columns: (run) => ({
    method: run.verdict,
    path: run.base_url,
    target: run.ci?.job_url ?? '',
    label: run.cli_version,
    detail: [run.ci?.provider ?? '', run.ci?.commit ?? '', run.started_at].join(' '),
    group: run.verdict,
    skipReason: '',
  }),
  sortValues: { created_at: (run) => run.received_at },
  facets: { verdict: (run) => run.verdict },
  testable: () => false,
  exportColumns: [
    'id',
    'received_at',
    'verdict',
    'exit_code',
    'started_at',
    'duration_ms',
    'base_url',
    'cli_version',
    'totals',
    'ci',
  ],
};

/** A number as a sort value that orders as the number does (zero-padded hundredths). */
const numberSortValue = (value: number) => String(Math.round(value * 100)).padStart(16, '0');

/** `files`: upload files by id; facet `used` (`yes`/`no`); no file is a test target. */
export const FILES_LIST: ListDefinition<FileUsageRow> = {
  list: 'files',
  rowsKey: 'files',
  columns: (file) => ({
    method: file.mime,
    path: file.url,
    target: '',
    label: file.name,
    detail: '',
    group: file.usage_count ? 'used' : 'unused',
    skipReason: '',
  }),
  sortValues: {
    name: (file) => file.name,
    size: (file) => numberSortValue(file.size),
    usage_count: (file) => numberSortValue(file.usage_count),
  },
  facets: { used: (file) => (file.usage_count ? 'yes' : 'no') },
  testable: () => false,
  exportColumns: ['id', 'name', 'url', 'size', 'mime', 'usage_count'],
};

/** `files?list=missing`: references to upload files that no longer exist; no sort; facet `kind` (`file`/`url`). */
export const MISSING_FILES_LIST: ListDefinition<MissingFileReference> = {
  list: 'files-missing',
  rowsKey: 'missing',
  columns: (row) => ({
    method: row.reference_kind,
    path: row.target_url ?? `#${row.target_file_id ?? ''}`,
    target: `${row.content_type} ${row.content_type_name}`,
    label: `${row.document_title} ${row.document_id}`,
    detail: `${row.field_label} ${row.field_path}`,
    group: row.target_kind,
    skipReason: '',
  }),
  sortValues: {},
  facets: { kind: (row) => row.target_kind },
  testable: () => false,
  exportColumns: [
    'content_type',
    'content_type_name',
    'document_id',
    'document_title',
    'locale',
    'status',
    'field_path',
    'field_label',
    'edit_url',
    'reference_kind',
    'target_kind',
    'target_file_id',
    'target_url',
  ],
};
