import { findContentType, listManagedContentTypes } from '../../model/content-types';
import { isHiddenAttribute } from '../../model/readable-attributes';
import type { ResolverContext } from '../../model/run-context';
import type { ParameterResolver, ResolveRequest, ResolverResult } from './registry';
import { componentSchemas } from '../../model/schema';

const CONTENT_TYPE_PARAMS = new Set(['model', 'uid', 'contentType']);
const DOCUMENT_PARAMS = new Set(['id', 'documentId', 'sourceId']);

const none: ResolverResult = { values: [] };

/**
 * `:model`, `:uid`, `:contentType` -> one row per content type (expands), restricted to
 * collection types or single types when the path says so. `:uid` under `/components/` is a
 * component UID instead (Content-Type Builder and Content Manager component routes).
 */
export const contentTypeResolver: ParameterResolver = {
  name: 'content-type',
  resolve({ route, param }: ResolveRequest, { strapi }: ResolverContext) {
    if (route.kind !== 'admin' || !CONTENT_TYPE_PARAMS.has(param)) return null;
    if (route.path.includes('/components/')) {
      const uids = Object.keys(componentSchemas(strapi)).sort();
      return { values: uids.map((uid) => ({ value: uid })), expand: false };
    }
    let types = listManagedContentTypes(strapi);
    if (route.path.includes('/collection-types/')) types = types.filter((t) => t.kind === 'collectionType');
    if (route.path.includes('/single-types/')) types = types.filter((t) => t.kind === 'singleType');
    return { values: types.map((t) => ({ value: t.uid, pageType: t.uid })), expand: true };
  },
};

/**
 * `:id`, `:documentId`, `:sourceId` after a content-type parameter -> the documentId of that
 * type's first document (admin routes see drafts too, as the Content Manager does).
 */
export const adminDocumentIdResolver: ParameterResolver = {
  name: 'admin-document-id',
  async resolve({ route, param, pageType }: ResolveRequest, context: ResolverContext) {
    if (route.kind !== 'admin' || !pageType || !DOCUMENT_PARAMS.has(param)) return null;
    const type = findContentType(context.strapi, pageType);
    if (!type || type.kind !== 'collectionType') return none;
    const documentId = await context.memo(`admin-document:${pageType}`, async () => {
      const row = await context.strapi.db
        .query(pageType as never)
        .findOne({ select: ['documentId'], orderBy: { id: 'asc' } });
      return (row as { documentId?: string } | null)?.documentId ?? null;
    });
    return documentId ? { values: [{ value: documentId }] } : none;
  },
};

/**
 * `:targetField` / `:field` after a content-type parameter -> the type's first relation attribute
 * the Content Manager edits: not the `createdBy`/`updatedBy` admin relations, not `localizations`,
 * not private ones.
 */
export const relationFieldResolver: ParameterResolver = {
  name: 'relation-field',
  resolve({ param, pageType }: ResolveRequest, { strapi }: ResolverContext) {
    if (!pageType || (param !== 'targetField' && param !== 'field')) return null;
    const type = findContentType(strapi, pageType);
    const field = Object.entries(type?.attributes ?? {}).find(
      ([name, attr]) =>
        attr.type === 'relation' &&
        !isHiddenAttribute(strapi, pageType, name) &&
        name !== 'localizations' &&
        !String(attr.target ?? '').startsWith('admin::'),
    );
    return field ? { values: [{ value: field[0] }] } : none;
  },
};

/**
 * Entities whose numeric id fills a parameter of an admin route, by path. Each row: the mounted
 * path prefix, the parameter and the model UID to read the first id from.
 */
export const ENTITY_PARAMETERS: ReadonlyArray<{
  pathPrefix: string;
  param: string;
  uid: string;
  where?: Record<string, unknown>;
}> = [
  { pathPrefix: '/admin/users/', param: 'id', uid: 'admin::user' },
  { pathPrefix: '/admin/roles/', param: 'id', uid: 'admin::role' },
  { pathPrefix: '/admin/api-tokens/', param: 'id', uid: 'admin::api-token', where: { kind: 'content-api' } },
  { pathPrefix: '/admin/admin-tokens/', param: 'id', uid: 'admin::api-token', where: { kind: 'admin' } },
  { pathPrefix: '/admin/transfer/tokens/', param: 'id', uid: 'admin::transfer-token' },
  { pathPrefix: '/admin/webhooks/', param: 'id', uid: 'strapi::webhook' },
  { pathPrefix: '/upload/files/', param: 'id', uid: 'plugin::upload.file' },
  { pathPrefix: '/upload/folders/', param: 'id', uid: 'plugin::upload.folder' },
  { pathPrefix: '/i18n/locales/', param: 'id', uid: 'plugin::i18n.locale' },
  { pathPrefix: '/users-permissions/roles/', param: 'id', uid: 'plugin::users-permissions.role' },
  { pathPrefix: '/users-permissions/roles/', param: 'role', uid: 'plugin::users-permissions.role' },
  { pathPrefix: '/content-releases/', param: 'id', uid: 'plugin::content-releases.release' },
  { pathPrefix: '/review-workflows/workflows/', param: 'id', uid: 'plugin::review-workflows.workflow' },
];

/**
 * The filter keys the model has as attributes. `admin::api-token` gained `kind` (content-API or
 * admin token) in a later 5.x minor (absent in 5.37.1, present in 5.47.1: `@strapi/admin`
 * `server/src/content-types/api-token`); before it every API token is a content-API token and no
 * admin-token route exists, so a filter on a missing attribute is dropped rather than selected.
 */
function existingColumns(
  context: ResolverContext,
  uid: string,
  where: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const attributes = context.strapi.db.metadata.get(uid).attributes as Record<string, unknown>;
  return Object.fromEntries(Object.entries(where ?? {}).filter(([key]) => key in attributes));
}

/** Fills the parameters of {@link ENTITY_PARAMETERS} with the lowest existing id. */
export const entityIdResolver: ParameterResolver = {
  name: 'entity-id',
  async resolve({ route, param }: ResolveRequest, context: ResolverContext) {
    const entry = ENTITY_PARAMETERS.find(
      (candidate) => candidate.param === param && route.path.startsWith(candidate.pathPrefix),
    );
    if (!entry) return null;
    const id = await context.memo(`entity:${entry.uid}:${JSON.stringify(entry.where ?? {})}`, async () => {
      if (!context.strapi.db.metadata.has(entry.uid)) return null;
      const row = await context.strapi.db.query(entry.uid as never).findOne({
        select: ['id'],
        where: existingColumns(context, entry.uid, entry.where),
        orderBy: { id: 'asc' },
      });
      return (row as { id?: number | string } | null)?.id ?? null;
    });
    return id === null ? none : { values: [{ value: String(id) }] };
  },
};

/** The built-in resolvers for admin routes, in the order they are asked. */
export const adminResolvers: ParameterResolver[] = [
  contentTypeResolver,
  adminDocumentIdResolver,
  relationFieldResolver,
  entityIdResolver,
];
