import type { Core } from '@strapi/strapi';
import { actionHandler } from '../permissions/handler-action';
import { componentSchemas } from '../model/schema';

/** The parts of an attribute definition the output sanitiser reads. */
export interface AttributeSchema {
  type?: string;
  relation?: string;
  target?: string;
  component?: string;
  private?: boolean;
}

/** The parts of a content-type or component schema the output sanitiser reads. */
export interface ModelSchema {
  attributes?: Record<string, AttributeSchema>;
  options?: { privateAttributes?: string[]; populateCreatorFields?: boolean };
}

/** One attribute an anonymous read may return, with its dotted path inside components. */
export interface PublicField {
  path: string;
  attribute: AttributeSchema;
}

/** What the sanitiser needs besides the schema: config-level private attributes and Public's scopes. */
export interface SanitizeContext {
  /** `api.responses.privateAttributes` from the app's config. */
  globalPrivate: readonly string[];
  /** Component schemas by UID. */
  components: Record<string, ModelSchema>;
  /** Whether the Public role may `find` a content type (relations to other types are dropped). */
  publicMayFind: (uid: string) => boolean;
}

const CREATOR_FIELDS = new Set(['createdBy', 'updatedBy']);
const MAX_COMPONENT_DEPTH = 5;

/**
 * Whether Strapi's content-API output sanitiser keeps an attribute for an anonymous caller. It
 * mirrors `@strapi/utils` `sanitize/index.ts` `sanitizeOutput`: `removePassword` drops `password`
 * attributes; `removePrivate` drops attributes marked `private`, listed in the model's
 * `options.privateAttributes` or in the `api.responses.privateAttributes` config
 * (`content-types.ts` `isPrivateAttribute`); `removeRestrictedRelations` drops a relation unless
 * the caller may `find` its target, except `createdBy`/`updatedBy` when the model sets
 * `populateCreatorFields`. Media, components and dynamic zones are kept.
 */
export function sanitiserKeeps(
  name: string,
  attribute: AttributeSchema,
  model: ModelSchema,
  context: SanitizeContext,
): boolean {
  if (attribute.type === 'password') return false;
  if (attribute.private === true) return false;
  if (model.options?.privateAttributes?.includes(name) || context.globalPrivate.includes(name)) return false;
  if (attribute.type !== 'relation') return true;
  if (CREATOR_FIELDS.has(name) && model.options?.populateCreatorFields) return true;
  if (attribute.relation?.startsWith('morphTo')) return true;
  return typeof attribute.target === 'string' && context.publicMayFind(attribute.target);
}

/**
 * The attributes an anonymous read of a model returns after sanitising, components expanded into
 * dotted paths (`seo.metaTitle`) up to five levels deep.
 * @param model a content-type schema (`strapi.contentTypes[uid]`)
 * @returns fields in schema order
 */
export function publicFieldsOf(
  model: ModelSchema,
  context: SanitizeContext,
  prefix = '',
  depth = 0,
): PublicField[] {
  const fields: PublicField[] = [];
  for (const [name, attribute] of Object.entries(model.attributes ?? {})) {
    if (!sanitiserKeeps(name, attribute, model, context)) continue;
    const path = `${prefix}${name}`;
    fields.push({ path, attribute });
    const component =
      attribute.type === 'component' && attribute.component
        ? context.components[attribute.component]
        : undefined;
    if (component && depth < MAX_COMPONENT_DEPTH) {
      fields.push(...publicFieldsOf(component, context, `${path}.`, depth + 1));
    }
  }
  return fields;
}

/** Builds the sanitising context from the running app and the Public role's actions. */
export function sanitizeContextOf(strapi: Core.Strapi, publicActions: ReadonlySet<string>): SanitizeContext {
  const configured = strapi.config.get('api.responses.privateAttributes', []) as unknown;
  return {
    globalPrivate: Array.isArray(configured) ? configured.map(String) : [],
    components: componentSchemas(strapi),
    publicMayFind: (uid) => publicActions.has(actionHandler(uid, 'find')),
  };
}
