import type { Core } from '@strapi/strapi';
import { chunked } from './chunked';
import { componentSchemas, contentTypeSchemas, modelSchema, type ModelSchema } from './schema';

/**
 * How the Content Manager names documents and fields, read from its configuration in Strapi's
 * core store: `plugin_content_manager_configuration_content_types::<uid>` (and `…components::<uid>`)
 * hold `{ settings: { mainField }, metadatas: { <attribute>: { edit: { label } } } }`
 * (`@strapi/content-manager` `server/src/services/utils/configuration/settings.ts`, `metadatas.ts`;
 * its homepage service reads the same keys in one `$in` query, as `contentManagerViews` does).
 */

const CORE_STORE_UID = 'strapi::core-store';
const TYPE_KEY = 'plugin_content_manager_configuration_content_types::';
const COMPONENT_KEY = 'plugin_content_manager_configuration_components::';

/** Keys per `$in` query: well under every driver's parameter limit. */
const KEYS_PER_QUERY = 500;

/** One model's naming: its display name, its main field (null: none), its edit-view labels. */
export interface ModelNaming {
  /** `info.displayName` of the schema, else the UID. */
  displayName: string;
  /** The list view's main field (`settings.mainField`); null when none is set or it is `id`/`documentId`. */
  mainField: string | null;
  /** Edit-view labels an admin set in the Content Manager (`metadatas.<name>.edit.label`, other than the name). */
  labels: Readonly<Record<string, string>>;
}

/** The naming of every content type and component of the app, by UID (`documentNaming`). */
export interface DocumentNaming {
  model(uid: string): ModelNaming;
}

interface StoredView {
  settings?: { mainField?: unknown };
  metadatas?: Record<string, { edit?: { label?: unknown } }>;
}

const displayNameOf = (uid: string, schema: ModelSchema | undefined): string => {
  const name = (schema?.info as { displayName?: unknown } | undefined)?.displayName;
  return typeof name === 'string' && name.trim() ? name : uid;
};

/** A content type's (or component's) display name: its schema's `info.displayName`, else the UID. No query. */
export const contentTypeDisplayName = (strapi: Core.Strapi, uid: string): string =>
  displayNameOf(uid, modelSchema(strapi, uid));

function parsedView(value: unknown): StoredView {
  if (typeof value !== 'string') return typeof value === 'object' && value ? (value as StoredView) : {};
  try {
    const parsed = JSON.parse(value) as unknown;
    return typeof parsed === 'object' && parsed ? (parsed as StoredView) : {};
  } catch {
    return {};
  }
}

function namingOf(uid: string, schema: ModelSchema | undefined, view: StoredView | undefined): ModelNaming {
  const main = view?.settings?.mainField;
  const attributes = schema?.attributes ?? {};
  const mainField =
    typeof main === 'string' && main !== 'id' && main !== 'documentId' && Object.hasOwn(attributes, main)
      ? main
      : null;
  const labels: Record<string, string> = {};
  for (const [name, metadata] of Object.entries(view?.metadatas ?? {})) {
    const label = metadata?.edit?.label;
    // The Content Manager's default label is the attribute's name: only a label an admin chose is kept.
    if (typeof label === 'string' && label.trim() && label !== name) labels[name] = label;
  }
  return { displayName: displayNameOf(uid, schema), mainField, labels };
}

/**
 * The Content Manager's naming of the app's content types and components, read in one core-store
 * query per request (an admin may change a view at any time, so it is not kept longer). A model
 * without a stored configuration has no main field (its documents are named by documentId, as
 * the Content Manager names them without one) and its attribute names as labels.
 * @throws the database driver's error when the core store cannot be read
 */
export async function documentNaming(strapi: Core.Strapi): Promise<DocumentNaming> {
  const types = contentTypeSchemas(strapi);
  const components = componentSchemas(strapi);
  const keys = [
    ...Object.keys(types).map((uid) => `${TYPE_KEY}${uid}`),
    ...Object.keys(components).map((uid) => `${COMPONENT_KEY}${uid}`),
  ];
  const views = new Map<string, StoredView>();
  for (const part of chunked(keys, KEYS_PER_QUERY)) {
    const rows = (await strapi.db.query(CORE_STORE_UID as never).findMany({
      select: ['key', 'value'],
      where: { key: { $in: part } },
    })) as Array<{ key: string; value: unknown }>;
    for (const row of rows) views.set(row.key, parsedView(row.value));
  }
  const cache = new Map<string, ModelNaming>();
  return {
    model(uid) {
      let naming = cache.get(uid);
      if (!naming) {
        naming = Object.hasOwn(types, uid)
          ? namingOf(uid, types[uid], views.get(`${TYPE_KEY}${uid}`))
          : namingOf(
              uid,
              Object.hasOwn(components, uid) ? components[uid] : undefined,
              views.get(`${COMPONENT_KEY}${uid}`),
            );
        cache.set(uid, naming);
      }
      return naming;
    },
  };
}

/**
 * A document's title as the Content Manager's list view shows it: its main field's value, as
 * text; the documentId when the type has no main field or the value is empty.
 * @param row a version row holding `documentId` and the main field's column
 */
export function documentTitle(
  naming: ModelNaming,
  row: { documentId: string; [name: string]: unknown },
): string {
  const value = naming.mainField ? row[naming.mainField] : null;
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text || row.documentId;
}

/** A document to name: its type, documentId and locale (null for a type without i18n). */
export interface DocumentRef {
  uid: string;
  documentId: string;
  locale: string | null;
}

/** The key of a document's title in `documentTitles`' answer. */
export const titleKey = (ref: DocumentRef): string =>
  `${ref.uid}\u0000${ref.documentId}\u0000${ref.locale ?? ''}`;

/**
 * The titles of a batch of documents (`documentTitle`): one query per content type and locale
 * (`documentId IN (…)`), never one per document; a draft's title first, as the Content Manager's
 * list view shows the draft. A document no row holds any more is named by its documentId.
 * @returns titles by `titleKey`
 */
export async function documentTitles(
  strapi: Core.Strapi,
  naming: DocumentNaming,
  refs: readonly DocumentRef[],
): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  const groups = new Map<string, { uid: string; locale: string | null; ids: Set<string> }>();
  for (const ref of refs) {
    titles.set(titleKey(ref), ref.documentId);
    if (!naming.model(ref.uid).mainField || !Object.hasOwn(contentTypeSchemas(strapi), ref.uid)) continue;
    const key = `${ref.uid}\u0000${ref.locale ?? ''}`;
    const group = groups.get(key) ?? { uid: ref.uid, locale: ref.locale, ids: new Set<string>() };
    group.ids.add(ref.documentId);
    groups.set(key, group);
  }
  for (const { uid, locale, ids } of groups.values()) {
    const mainField = naming.model(uid).mainField as string;
    const drafts = contentTypeSchemas(strapi)[uid].options?.draftAndPublish === true;
    const select = ['documentId', ...(drafts ? ['publishedAt'] : []), mainField];
    for (const part of chunked([...ids], KEYS_PER_QUERY)) {
      const where: Record<string, unknown> = { documentId: { $in: part } };
      if (locale) where.locale = locale;
      const rows = (await strapi.db.query(uid as never).findMany({
        select,
        where,
        orderBy: { id: 'asc' },
      })) as Array<{ documentId: string; publishedAt?: unknown; [name: string]: unknown }>;
      // Drafts (no publishedAt) win over published rows: sorted last, they are written last.
      rows.sort((a, b) => Number(!a.publishedAt) - Number(!b.publishedAt));
      for (const row of rows)
        titles.set(
          titleKey({ uid, documentId: row.documentId, locale }),
          documentTitle(naming.model(uid), row),
        );
    }
  }
  return titles;
}

/** A document's names as report rows carry them (contract members `document_title`, `content_type_name`). */
export interface DocumentNames {
  document_title: string;
  content_type_name: string;
}

/**
 * The names of a batch of documents in one call, for any list that holds documentIds (Used in,
 * moved URLs, files): the Content Manager's naming read once (`documentNaming`), the titles in one
 * query per content type and locale (`documentTitles`).
 * @returns a function from a document of the batch to its names (a document outside it: its
 *   documentId and the type's display name)
 * @throws the database driver's error when the core store or a content type's table cannot be read
 */
export async function nameDocuments(
  strapi: Core.Strapi,
  refs: readonly DocumentRef[],
): Promise<(ref: DocumentRef) => DocumentNames> {
  const naming = await documentNaming(strapi);
  const titles = await documentTitles(strapi, naming, refs);
  return (ref) => ({
    document_title: titles.get(titleKey(ref)) ?? ref.documentId,
    content_type_name: naming.model(ref.uid).displayName,
  });
}
