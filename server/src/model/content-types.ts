import type { Core } from '@strapi/strapi';
import { contentTypeSchema, contentTypeSchemas, pluginOption, type ContentTypeSchema } from './schema';

/** The parts of a content-type schema discovery reads. */
export interface ContentTypeInfo {
  uid: string;
  kind: 'collectionType' | 'singleType';
  draftAndPublish: boolean;
  localized: boolean;
  attributes: Record<string, { type?: string; relation?: string; target?: string; private?: boolean }>;
}

/**
 * Content types an admin works with in the Content Manager: the app's `api::` types and plugin
 * types not hidden from the Content Manager (`pluginOptions['content-manager'].visible !== false`,
 * as `@strapi/content-manager` decides what it displays). `admin::` and `strapi::` types are internal.
 * @returns sorted by UID
 */
export function listManagedContentTypes(strapi: Core.Strapi): readonly ContentTypeInfo[] {
  let listed = managedTypes.get(strapi);
  if (!listed) {
    listed = Object.freeze(readManagedContentTypes(strapi));
    managedTypes.set(strapi, listed);
  }
  return listed;
}

/** Content-type schemas are fixed once Strapi has loaded: they are read once per instance. */
const managedTypes = new WeakMap<Core.Strapi, readonly ContentTypeInfo[]>();

function readManagedContentTypes(strapi: Core.Strapi): ContentTypeInfo[] {
  return Object.entries(contentTypeSchemas(strapi))
    .filter(([uid, schema]) => {
      if (uid.startsWith('admin::') || uid.startsWith('strapi::')) return false;
      return pluginOption(schema, 'content-manager', 'visible') !== false;
    })
    .map(([uid, schema]) => describeContentType(uid, schema))
    .sort((a, b) => a.uid.localeCompare(b.uid));
}

/** Reads one content type's schema into the shape discovery uses. */
export function describeContentType(uid: string, schema: ContentTypeSchema): ContentTypeInfo {
  return {
    uid,
    kind: schema.kind === 'singleType' ? 'singleType' : 'collectionType',
    draftAndPublish: schema.options?.draftAndPublish === true,
    localized: pluginOption(schema, 'i18n', 'localized') === true,
    attributes: schema.attributes ?? {},
  };
}

/** Looks up one content type by UID, or null when Strapi has none. */
export function findContentType(strapi: Core.Strapi, uid: string): ContentTypeInfo | null {
  const schema = contentTypeSchema(strapi, uid);
  return schema ? describeContentType(uid, schema) : null;
}
