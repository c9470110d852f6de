import type { Core, Struct } from '@strapi/strapi';

/** A content-type schema as Strapi has loaded it (`@strapi/types` `Struct.ContentTypeSchema`). */
export type ContentTypeSchema = Struct.ContentTypeSchema;

/** A component schema as Strapi has loaded it (`@strapi/types` `Struct.ComponentSchema`). */
export type ComponentSchema = Struct.ComponentSchema;

/** Either kind of schema: dot paths of `urlPatterns` and content links walk into components. */
export type ModelSchema = ContentTypeSchema | ComponentSchema;

/**
 * Every loaded content-type schema, keyed by UID. `@strapi/types` keys them by UID patterns
 * (`api::${string}.${string}`, ...); the plugin looks them up by any string it was given.
 */
export function contentTypeSchemas(strapi: Core.Strapi): Readonly<Record<string, ContentTypeSchema>> {
  return strapi.contentTypes as Readonly<Record<string, ContentTypeSchema>>;
}

/** Every loaded component schema, keyed by UID (none before components are loaded). */
export function componentSchemas(strapi: Core.Strapi): Readonly<Record<string, ComponentSchema>> {
  return (strapi.components ?? {}) as Readonly<Record<string, ComponentSchema>>;
}

/**
 * One content type's schema, or undefined when Strapi has no such content type. Read through the
 * registry's `get` (one lookup), not `strapi.contentTypes`, which builds a new map of every
 * content type on each read (`@strapi/core` `registries/content-types.js` `getAll`, a lodash
 * `pickBy`): called per attribute while routes are resolved, that map was a tenth of Strapi's
 * thread under load (decision 0252). Every UID has `::`; no `Object.prototype` member does.
 */
export function contentTypeSchema(strapi: Core.Strapi, uid: string): ContentTypeSchema | undefined {
  if (!uid.includes('::')) return undefined;
  return strapi.contentType(uid as Parameters<Core.Strapi['contentType']>[0]) as
    | ContentTypeSchema
    | undefined;
}

/** The schema of a content type or, failing that, of a component; undefined for neither. */
export function modelSchema(strapi: Core.Strapi, uid: string): ModelSchema | undefined {
  const components = componentSchemas(strapi);
  return contentTypeSchema(strapi, uid) ?? (Object.hasOwn(components, uid) ? components[uid] : undefined);
}

/**
 * A plugin's option on a schema (`pluginOptions[plugin][option]`, e.g. `i18n.localized`,
 * `content-manager.visible`): `@strapi/types` types plugin options as unknown, so this reads them.
 */
export function pluginOption(schema: ModelSchema | undefined, plugin: string, option: string): unknown {
  const options = schema?.pluginOptions?.[plugin];
  return typeof options === 'object' && options !== null
    ? (options as Record<string, unknown>)[option]
    : undefined;
}
