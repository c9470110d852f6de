import type { Core } from '@strapi/strapi';
import type { contentTypes as ContentTypeUtils } from '@strapi/utils';
import { strapiUtils } from '../strapi-utils';
import { modelSchema } from './schema';

type Model = Parameters<typeof ContentTypeUtils.isPrivateAttribute>[0];
/** An attribute as declared in a schema (`@strapi/utils` typing). */
export type Attribute = Parameters<typeof ContentTypeUtils.isScalarAttribute>[0];

/** Strapi's content-type helpers, from the app's own `@strapi/utils`. */
const contentTypesOf = (strapi: Core.Strapi) => strapiUtils(strapi.dirs.app.root).contentTypes;

/** The schema of a content type or of a component (dot paths of `urlPatterns` walk into components). */
function schemaOf(strapi: Core.Strapi, uid: string): Model | undefined {
  return modelSchema(strapi, uid);
}

/** One attribute of a content type or component, as declared in its schema. */
export function attributeOf(strapi: Core.Strapi, uid: string, name: string): Attribute | undefined {
  const attributes = schemaOf(strapi, uid)?.attributes as Record<string, Attribute> | undefined;
  return attributes && Object.hasOwn(attributes, name) ? attributes[name] : undefined;
}

/**
 * Whether an attribute's value must never leave the server: a `password` attribute, or a private
 * one (`private: true`, the model's `options.privateAttributes` or the app's
 * `api.responses.privateAttributes`). The private rule is Strapi's own
 * (`@strapi/utils` `contentTypes.isPrivateAttribute`, which its output sanitiser applies; it drops
 * `password` attributes in `sanitize/visitors/remove-password`).
 * @param uid a content-type UID; an unknown UID or attribute is not hidden (it has no value to hide)
 */
export function isHiddenAttribute(strapi: Core.Strapi, uid: string, name: string): boolean {
  const schema = schemaOf(strapi, uid);
  if (!schema) return false;
  return (
    attributeOf(strapi, uid, name)?.type === 'password' ||
    contentTypesOf(strapi).isPrivateAttribute(schema, name)
  );
}

/**
 * What an attribute name is on a content type, for discovery's reads: `readable` (a scalar column
 * of the type's table whose value may be shown), `hidden` (password or private), `not-scalar` (a
 * relation, component, media or dynamic zone: no column of its own, `@strapi/utils`
 * `contentTypes.isScalarAttribute`) or `unknown` (no such attribute).
 */
export type AttributeUse = 'readable' | 'hidden' | 'not-scalar' | 'unknown';

/** Classifies one attribute name of a content type (see {@link AttributeUse}). */
export function attributeUse(strapi: Core.Strapi, uid: string, name: string): AttributeUse {
  const attribute = attributeOf(strapi, uid, name);
  if (!attribute) return 'unknown';
  if (isHiddenAttribute(strapi, uid, name)) return 'hidden';
  return contentTypesOf(strapi).isScalarAttribute(attribute) ? 'readable' : 'not-scalar';
}

/** Whether discovery may read an attribute's value into a row: a scalar that is neither private nor a password. */
export function isReadableAttribute(strapi: Core.Strapi, uid: string, name: string): boolean {
  return attributeUse(strapi, uid, name) === 'readable';
}
