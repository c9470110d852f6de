import { backendTarget, frontendTarget, type BackendTargetFields, type FrontendTargetFields } from './target';

/**
 * The one search rule of the report tables (docs/api.md, "Pages", `q`): a row matches when its
 * search text holds every whitespace-separated word of the query, case-insensitively. The admin's
 * tables and the server's paged lists both call it, so a search means the same in both.
 */

/** The words of a search query, lower-cased; [] for an empty or blank query (which keeps every row). */
export function searchWords(query: string | null | undefined): string[] {
  return (query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * Whether `text` holds every one of `words` (from `searchWords`), case-insensitively (substring
 * match); no words match every row.
 * @param text the row's search text (`searchText`, `linkSearchText`), any case
 */
export function matchesSearchWords(text: string, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const haystack = text.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** `matchesSearchWords` of a search as typed: the rule the admin's tables and `q` share. */
export function matchesSearch(text: string, search: string): boolean {
  return matchesSearchWords(text, searchWords(search));
}

/**
 * The columns a report row is searched by, in the admin table's terms: `path` as registered,
 * `target` what a test requests, `label`, `detail`, `group`, and the skip reason.
 */
export interface SearchColumns {
  method: string;
  path: string;
  target: string;
  label: string;
  detail: string;
  group: string;
  skipReason: string;
}

/** A row's search text: its columns joined by spaces (a word never spans two columns' ends unnoticed). */
export function searchText(columns: SearchColumns): string {
  return [
    columns.method,
    columns.path,
    columns.target,
    columns.label,
    columns.detail,
    columns.group,
    columns.skipReason,
  ].join(' ');
}

/** The fields of a `backend-urls` row the search and sort read. */
export interface BackendSearchFields extends BackendTargetFields {
  method: string;
  name: string;
  view_name: string;
  page_type: string;
  namespace: string;
  skip_reason: string;
}

/** A backend row's label (the column and its sort): the view name, else the handler name. */
export function backendLabel(row: Pick<BackendSearchFields, 'view_name' | 'name'>): string {
  return row.view_name || row.name;
}

/** A backend row's columns: `label` the view name (else the handler name), `group` the namespace. */
export function backendColumns(row: BackendSearchFields): SearchColumns {
  return {
    method: row.method,
    path: row.route,
    target: backendTarget(row),
    label: backendLabel(row),
    detail: row.page_type,
    group: row.namespace,
    skipReason: row.skip_reason,
  };
}

/** The fields of a `frontend-urls` row the search and sort read. */
export interface FrontendSearchFields extends FrontendTargetFields {
  method: string;
  source: string;
  name: string;
  page_title?: string;
  page_type: string;
  skip_reason: string;
}

/** A frontend row's label (the column and its sort): a page or preview row's title, else the handler. */
export function frontendLabel(row: Pick<FrontendSearchFields, 'source' | 'page_title' | 'name'>): string {
  return row.source !== 'resolver' ? row.page_title || row.name : row.name;
}

/** A frontend row's columns: `label` the page title of a page row (else the handler), `group` the source. */
export function frontendColumns(row: FrontendSearchFields): SearchColumns {
  return {
    method: row.method,
    path: row.url,
    target: frontendTarget(row),
    label: frontendLabel(row),
    detail: row.page_type,
    group: row.source,
    skipReason: row.skip_reason,
  };
}

/** The fields of a `graphql` operation row the search reads. */
export interface GraphqlSearchFields {
  operation: string;
  kind: string;
  content_type: string;
  action: string;
  access: string;
  skip_reason: string;
}

/** A GraphQL row's columns: `method` the kind, `path` the operation, `label` the action, `detail` the content type, `group` the access. */
export function graphqlColumns(row: GraphqlSearchFields): SearchColumns {
  return {
    method: row.kind,
    path: row.operation,
    target: '',
    label: row.action,
    detail: row.content_type,
    group: row.access,
    skipReason: row.skip_reason,
  };
}

/** The fields of an exposure route row the search reads. */
export interface ExposureRouteSearchFields {
  method: string;
  route: string;
  handler: string;
  access: string;
  roles: readonly string[];
}

/** An exposure route's columns: `label` the handler, `detail` its roles, `group` the access. */
export function exposureRouteColumns(row: ExposureRouteSearchFields): SearchColumns {
  return {
    method: row.method,
    path: row.route,
    target: '',
    label: row.handler,
    detail: row.roles.join(' '),
    group: row.access,
    skipReason: '',
  };
}

/** The fields of an exposure content type the search and its access read. */
export interface ContentTypeSearchFields {
  uid: string;
  /** The display name (absent from a server before decision 0240). */
  content_type_name?: string;
  kind: string;
  public_actions: readonly string[];
  authenticated_actions: readonly string[];
}

/**
 * Who may do anything with a content type, as one access value (the `access` filter and sort of
 * `v1/exposure?list=content_types`, docs/decisions/0130-paged-lists.md): `public` when anonymous
 * callers hold an action, else `authenticated` when the Authenticated role does, else `restricted`.
 */
export function contentTypeAccess(type: ContentTypeSearchFields): 'public' | 'authenticated' | 'restricted' {
  if (type.public_actions.length > 0) return 'public';
  return type.authenticated_actions.length > 0 ? 'authenticated' : 'restricted';
}

/** A content type's columns: `path` the UID, `target` its display name, `label` its actions, `group` its access. */
export function contentTypeColumns(type: ContentTypeSearchFields): SearchColumns {
  return {
    method: type.kind,
    path: type.uid,
    target: type.content_type_name ?? '',
    label: [...type.public_actions, ...type.authenticated_actions].join(' '),
    detail: '',
    group: contentTypeAccess(type),
    skipReason: '',
  };
}
