import type { Core } from '@strapi/strapi';
import { SkipReason, type GraphqlOperationRow } from '@route-discovery/contract';
import { loadApiTokenGrants, type ApiTokenGrants } from '../permissions/token-grants';
import { loadRoleGrants, type RoleGrants } from '../permissions/role-grants';
import { decideAccess } from '../permissions/decide-access';
import { handlerAction } from '../permissions/handler-action';
import { routeScopes } from '../permissions/route-permission';
import { queryDocument } from './document';
import { samplePublishedDocument, type SampleDocument } from './sample-documents';
import type { GraphqlSchemaSource, SchemaField } from './schema-source';
import { isRequiredArgument } from './type-notation';

/** Variable value of a required `documentId` of a type whose documents are not public: never sent as data. */
export const PLACEHOLDER_DOCUMENT_ID = 'route-discovery-auth-probe';

/** What one build of the rows reads, once per request. */
interface RowContext {
  strapi: Core.Strapi;
  source: GraphqlSchemaSource;
  roles: RoleGrants[];
  tokens: ApiTokenGrants;
  depthLimit: number | null;
  samples: Map<string, Promise<SampleDocument | null>>;
}

/**
 * The `auth` Strapi applies to a root field, as a route-like target of the access rule. A scope
 * may be one string (users-permissions' `Mutation.changePassword`); users-permissions checks it
 * as a list of one.
 */
function resolverTarget(source: GraphqlSchemaSource, path: string) {
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

function sampleOf(context: RowContext, uid: string): Promise<SampleDocument | null> {
  let sample = context.samples.get(uid);
  if (!sample) {
    sample = samplePublishedDocument(context.strapi, uid);
    context.samples.set(uid, sample);
  }
  return sample;
}

/**
 * Variables of a query: a required `documentId` from a real published document of the type (a
 * placeholder when the query is not public: the refusal comes before any read, and private
 * documents stay unnamed), with that document's `locale` when the field takes one.
 * @returns the variables, or null when a required argument cannot be filled
 */
async function variablesOf(
  context: RowContext,
  field: SchemaField,
  contentType: string,
  isPublic: boolean,
): Promise<Record<string, string> | null> {
  const required = field.args.filter(isRequiredArgument).map((arg) => arg.name);
  if (required.some((name) => name !== 'documentId')) return null;
  if (!required.length) return {};
  if (!isPublic) return { documentId: PLACEHOLDER_DOCUMENT_ID };
  const sample = contentType ? await sampleOf(context, contentType) : null;
  if (!sample) return null;
  const variables: Record<string, string> = { documentId: sample.documentId };
  if (sample.locale && field.args.some((arg) => arg.name === 'locale')) variables.locale = sample.locale;
  return variables;
}

async function operationRow(
  context: RowContext,
  kind: 'query' | 'mutation',
  field: SchemaField,
): Promise<GraphqlOperationRow> {
  const target = resolverTarget(context.source, `${kind === 'query' ? 'Query' : 'Mutation'}.${field.name}`);
  const scopes = target.auth === false ? [] : routeScopes(target);
  const { access } = decideAccess(target, context.roles, context.tokens);
  const contentType = contentTypeOf(context.strapi, field, scopes);
  const row: GraphqlOperationRow = {
    operation: field.name,
    kind,
    content_type: contentType,
    action: scopes.join(','),
    access,
    is_testable: false,
    skip_reason: SkipReason.graphqlMutation,
    document: '',
    variables: {},
  };
  if (kind === 'mutation') return row;
  const variables = await variablesOf(context, field, contentType, access === 'public');
  if (!variables) return { ...row, skip_reason: SkipReason.graphqlArguments };
  const document = queryDocument(context.source.schema, field, Object.keys(variables), context.depthLimit);
  if (!document) return { ...row, skip_reason: SkipReason.graphqlSelection };
  const isPublic = access === 'public';
  return {
    ...row,
    document,
    variables,
    is_testable: isPublic,
    skip_reason: isPublic ? '' : SkipReason.authentication,
  };
}

/** Root fields of a root type, introspection fields left out, sorted by name. */
function rootFields(
  type: { getFields?: () => Record<string, SchemaField> } | null | undefined,
): SchemaField[] {
  return Object.values(type?.getFields?.() ?? {})
    .filter((field) => !field.name.startsWith('__'))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * One row per root field of the served schema: queries, then mutations, each sorted by name.
 * Roles and API tokens are those the caller read for this request (permissions change at run time).
 * @param depthLimit the GraphQL plugin's `depthLimit` (null when unset)
 */
export async function buildOperationRows(
  strapi: Core.Strapi,
  source: GraphqlSchemaSource,
  depthLimit: number | null,
  roles: RoleGrants[],
  tokens: ApiTokenGrants,
): Promise<GraphqlOperationRow[]> {
  const context: RowContext = { strapi, source, roles, tokens, depthLimit, samples: new Map() };
  const queries = rootFields(source.schema.getQueryType());
  const mutations = rootFields(source.schema.getMutationType());
  return Promise.all([
    ...queries.map((field) => operationRow(context, 'query', field)),
    ...mutations.map((field) => operationRow(context, 'mutation', field)),
  ]);
}

/** `buildOperationRows` with the roles and API tokens read fresh. */
export async function graphqlOperationRows(
  strapi: Core.Strapi,
  source: GraphqlSchemaSource,
  depthLimit: number | null,
): Promise<GraphqlOperationRow[]> {
  const [roles, tokens] = await Promise.all([loadRoleGrants(strapi), loadApiTokenGrants(strapi)]);
  return buildOperationRows(strapi, source, depthLimit, roles, tokens);
}
