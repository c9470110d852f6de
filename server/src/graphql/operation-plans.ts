import type { Core } from '@strapi/strapi';
import { handlerAction } from '../permissions/handler-action';
import { routeScopes } from '../permissions/route-permission';
import { queryDocument } from './document';
import type { GraphqlSchemaSource, ResolverAuth, SchemaField, ServedSchema } from './schema-source';
import { isRequiredArgument } from './type-notation';

/**
 * What one root field's row of `v1/graphql` takes from the served schema alone: the same for
 * every request while the schema is the same, so it is worked out once (decision 0194); what
 * depends on the request (access from the roles and tokens read for it, sample documents) is not
 * in it.
 */
export interface FieldPlan {
  kind: 'query' | 'mutation';
  field: SchemaField;
  /** The `auth` Strapi applies to the root field, as a route-like target of the access rule. */
  target: { auth: ResolverAuth | { scope: string[] }; qualifiedHandler: string };
  scopes: string[];
  /** The content type the field works on, '' when none. */
  contentType: string;
  /** Names of its required arguments. */
  required: string[];
  /**
   * The query document with `variableNames` as variables (`queryDocument`), '' when no selection
   * fits; each set of names is worked out once.
   */
  document(variableNames: readonly string[]): string;
}

/**
 * The `auth` Strapi applies to a root field. A scope may be one string (users-permissions'
 * `Mutation.changePassword`); users-permissions checks it as a list of one.
 */
function resolverTarget(source: GraphqlSchemaSource, path: string): FieldPlan['target'] {
  const auth = source.resolversConfig[path]?.auth;
  if (auth && typeof auth.scope === 'string') return { auth: { scope: [auth.scope] }, qualifiedHandler: '' };
  return { auth, qualifiedHandler: '' };
}

/** The content type a field works on: shadow CRUD's `extensions.strapi`, else the UID of its scope. */
function contentTypeOf(strapi: Core.Strapi, field: SchemaField, scopes: string[]): string {
  const declared = field.extensions?.strapi?.contentType?.uid;
  if (declared) return declared;
  const uid = scopes.length ? handlerAction(scopes[0])?.uid : undefined;
  return uid && uid in strapi.contentTypes ? uid : '';
}

/** Root fields of a root type, introspection fields left out, sorted by name. */
function rootFields(
  type: { getFields?: () => Record<string, SchemaField> } | null | undefined,
): SchemaField[] {
  return Object.values(type?.getFields?.() ?? {})
    .filter((field) => !field.name.startsWith('__'))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function planOf(
  strapi: Core.Strapi,
  source: GraphqlSchemaSource,
  kind: FieldPlan['kind'],
  field: SchemaField,
  depthLimit: number | null,
): FieldPlan {
  const target = resolverTarget(source, `${kind === 'query' ? 'Query' : 'Mutation'}.${field.name}`);
  const scopes = target.auth === false ? [] : routeScopes(target);
  const documents = new Map<string, string>();
  return {
    kind,
    field,
    target,
    scopes,
    contentType: contentTypeOf(strapi, field, scopes),
    required: field.args.filter(isRequiredArgument).map((arg) => arg.name),
    document(variableNames) {
      const key = variableNames.join(',');
      let document = documents.get(key);
      if (document === undefined) {
        document = queryDocument(source.schema, field, variableNames, depthLimit);
        documents.set(key, document);
      }
      return document;
    },
  };
}

/**
 * The served schema's plans, by `depthLimit`. Keyed on the schema object: the GraphQL plugin
 * builds a new one when its schema changes (a restart; `captureGraphqlSchema` keeps the one it
 * serves), so identity stands for a fingerprint of it and costs nothing to compare.
 */
const plansBySchema = new WeakMap<ServedSchema, Map<string, FieldPlan[]>>();

/**
 * One plan per root field of the served schema: queries, then mutations, each sorted by name;
 * built at the first call for this schema and `depthLimit`, then answered from memory.
 * @param depthLimit the GraphQL plugin's `depthLimit` (null when unset)
 */
export function operationPlans(
  strapi: Core.Strapi,
  source: GraphqlSchemaSource,
  depthLimit: number | null,
): FieldPlan[] {
  let byLimit = plansBySchema.get(source.schema);
  if (!byLimit) {
    byLimit = new Map();
    plansBySchema.set(source.schema, byLimit);
  }
  const key = String(depthLimit);
  let plans = byLimit.get(key);
  if (!plans) {
    plans = [
      ...rootFields(source.schema.getQueryType()).map((field) =>
        planOf(strapi, source, 'query', field, depthLimit),
      ),
      ...rootFields(source.schema.getMutationType()).map((field) =>
        planOf(strapi, source, 'mutation', field, depthLimit),
      ),
    ];
    byLimit.set(key, plans);
  }
  return plans;
}
