import { answersGet } from '@route-discovery/check-engine';
import { listManagedContentTypes, type ContentTypeInfo } from '../model/content-types';
import { scanPublishedRows, type PageJoin, type ScannedRow } from '../model/document-scan';
import { actionHandler } from '../permissions/handler-action';
import { roleMayCall, type RoleActions } from '../permissions/route-permission';
import { rowsOfDocuments } from '../model/documents-by-id';
import { loadPublicRole } from '../permissions/public-role';
import { routeCatalog } from '../model/route-catalog';
import { isReadableAttribute } from '../model/readable-attributes';
import type { ResolverContext } from '../model/run-context';
import type { RegisteredRoute } from '../model/route-types';

/** A content type whose read route the Public role may call, with that route. */
export interface PublicReadableType {
  type: ContentTypeInfo;
  /** `GET .../:id` (findOne) for collection types, `GET /<singular>` (find) for single types. */
  readRoute: RegisteredRoute;
}

/** One published document (one locale of it) with the attributes discovery asked for, flat (`ScannedRow`). */
export type PublicDocumentRow = ScannedRow;

/** The Public role of one discovery run, read once. */
export function publicRole(context: ResolverContext): Promise<RoleActions> {
  return context.memo('public-role', () => loadPublicRole(context.strapi));
}

/** Content-API routes of the running app (the boot-time catalog). */
export function contentApiRoutes(context: ResolverContext): readonly RegisteredRoute[] {
  return routeCatalog(context.strapi, 'content-api');
}

/**
 * Content types whose read route the Public role may call (or whose route has `auth: false`),
 * keyed by UID. These are the only types whose documents discovery ever reveals.
 */
export function publicReadableTypes(context: ResolverContext): Promise<Map<string, PublicReadableType>> {
  return context.memo('public-readable-types', async () => {
    const routes = contentApiRoutes(context);
    const role = await publicRole(context);
    const readable = new Map<string, PublicReadableType>();
    for (const type of listManagedContentTypes(context.strapi)) {
      const action = actionHandler(type.uid, type.kind === 'singleType' ? 'find' : 'findOne');
      const readRoute = routes.find((route) => answersGet(route.method) && route.qualifiedHandler === action);
      if (readRoute && roleMayCall(role, readRoute)) readable.set(type.uid, { type, readRoute });
    }
    return readable;
  });
}

/** The default locale code of the i18n plugin, or null when i18n is not installed. */
export function defaultLocale(context: ResolverContext): Promise<string | null> {
  return context.memo('default-locale', async () => {
    const plugin = context.strapi.plugin('i18n') as
      | { service(name: string): { getDefaultLocale(): Promise<string> } }
      | undefined;
    if (!plugin) return null;
    return (await plugin.service('locales').getDefaultLocale()) ?? null;
  });
}

/** Number of configured locales (1 without i18n). */
function localeCount(context: ResolverContext): Promise<number> {
  return context.memo('locale-count', async () => {
    if (!context.strapi.db.metadata.has('plugin::i18n.locale')) return 1;
    return Number(await context.strapi.db.query('plugin::i18n.locale' as never).count({}));
  });
}

/**
 * The asked fields discovery may read: private and password attributes, relations, components and
 * media are dropped here too, whatever the caller asked, so no row ever carries their values.
 */
function readableFields(context: ResolverContext, uid: string, fields: string[]): string[] {
  return fields.filter((field) => isReadableAttribute(context.strapi, uid, field));
}

/** `where` clause selecting published rows: `publishedAt` set when draft & publish is on. */
function publishedWhere(type: ContentTypeInfo): Record<string, unknown> {
  return type.draftAndPublish ? { publishedAt: { $notNull: true } } : {};
}

/**
 * A query-engine row as a PublicDocumentRow: `documentId`, `locale`, the asked attributes and,
 * when read, the row's `id` (for batched relation reads; it never reaches a response).
 */
function toRow(raw: Record<string, unknown>, fields: string[]): PublicDocumentRow {
  const row: PublicDocumentRow = {
    documentId: String(raw.documentId),
    locale: typeof raw.locale === 'string' ? raw.locale : null,
  };
  if (raw.id !== undefined) row.id = raw.id;
  for (const field of fields) if (field !== 'documentId' && field !== 'locale') row[field] = raw[field];
  return row;
}

/**
 * The first published document of a type in its default locale, reading only `documentId`,
 * `locale` and the named scalar fields (one query, no populate).
 */
export function firstPublicDocument(
  context: ResolverContext,
  uid: string,
  askedFields: string[],
): Promise<PublicDocumentRow | null> {
  const fields = readableFields(context, uid, askedFields);
  return context.memo(`first-public:${uid}:${fields.join(',')}`, async () => {
    const readable = (await publicReadableTypes(context)).get(uid);
    if (!readable) return null;
    const where = publishedWhere(readable.type);
    if (readable.type.localized) {
      const locale = await defaultLocale(context);
      if (locale) where.locale = locale;
    }
    const raw = (await context.strapi.db.query(uid as never).findOne({
      select: ['documentId', ...(readable.type.localized ? ['locale'] : []), ...fields],
      where,
      orderBy: { id: 'asc' },
    })) as Record<string, unknown> | null;
    return raw ? toRow(raw, fields) : null;
  });
}

/**
 * Published rows of a publicly readable type, in batches: the first `limit` documents, each with
 * every published locale, in one batch (their documentIds, then their rows: `rowsOfDocuments`);
 * or, with `limit` 0, every published row in keyset pages (`scanPublishedRows`), so memory stays
 * flat however many documents there are. Only `documentId`, `locale` and the readable `askedFields`
 * (`readableFields`) are read, plus each row's `id` when `withIds` (a scan always has it), and, in a
 * scan, the columns `pageJoin` joins (`scanPublishedRows`).
 */
export async function* publicDocumentBatches(
  context: ResolverContext,
  readable: PublicReadableType,
  askedFields: string[],
  limit: number,
  withIds = false,
  pageJoin?: PageJoin,
): AsyncGenerator<PublicDocumentRow[]> {
  const { type } = readable;
  const fields = readableFields(context, type.uid, askedFields);
  if (limit <= 0) {
    yield* scanPublishedRows(context.strapi, type, fields, undefined, pageJoin);
    return;
  }
  const query = context.strapi.db.query(type.uid as never);
  const select = ['documentId', ...(type.localized ? ['locale'] : []), ...fields];
  const where: Record<string, unknown> = publishedWhere(type);
  // A document has at most one published row per locale, so the first limit x locales rows
  // hold at least `limit` distinct documents.
  const rowsNeeded = type.localized ? limit * Math.max(1, await localeCount(context)) : limit;
  const first = (await query.findMany({
    select: ['documentId'],
    where,
    orderBy: { id: 'asc' },
    limit: rowsNeeded,
  })) as Array<{ documentId: string }>;
  const documentIds = [...new Set(first.map((row) => row.documentId))].slice(0, limit);
  if (!type.localized && select.length === 1 && !withIds) {
    yield documentIds.map((documentId) => ({ documentId, locale: null }));
    return;
  }
  const rows = await rowsOfDocuments(query, select, where, documentIds);
  yield rows.map((raw) => toRow(raw, fields));
}

/**
 * Main field of each content type in the Content Manager's list view, read from the core store
 * in one query (the same key the Content Manager uses: `@strapi/content-manager`
 * `dist/server/homepage/services/homepage.js`). Types without a stored configuration are absent.
 */
export function mainFields(context: ResolverContext, uids: string[]): Promise<Map<string, string>> {
  return context.memo(`main-fields:${uids.join(',')}`, async () => {
    const result = new Map<string, string>();
    if (uids.length === 0) return result;
    const keyPrefix = 'plugin_content_manager_configuration_content_types::';
    const rows = (await context.strapi.db.query('strapi::core-store' as never).findMany({
      select: ['key', 'value'],
      where: { key: { $in: uids.map((uid) => `${keyPrefix}${uid}`) } },
    })) as Array<{ key: string; value: string }>;
    for (const row of rows) {
      try {
        const parsed = JSON.parse(row.value) as { settings?: { mainField?: unknown } };
        if (typeof parsed.settings?.mainField === 'string') {
          result.set(row.key.slice(keyPrefix.length), parsed.settings.mainField);
        }
      } catch {
        // An unreadable configuration falls back to title/name/slug.
      }
    }
    return result;
  });
}
