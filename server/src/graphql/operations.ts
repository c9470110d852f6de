import type { Core } from '@strapi/strapi';
import { SkipReason, type GraphqlOperationRow } from '@route-discovery/contract';
import { loadApiTokenGrants, type ApiTokenGrants } from '../permissions/token-grants';
import { loadRoleGrants, type RoleGrants } from '../permissions/role-grants';
import { decideAccess } from '../permissions/decide-access';
import { operationPlans, type FieldPlan } from './operation-plans';
import { samplePublishedDocument, type SampleDocument } from './sample-documents';
import type { GraphqlSchemaSource } from './schema-source';

/** Variable value of a required `documentId` of a type whose documents are not public: never sent as data. */
export const PLACEHOLDER_DOCUMENT_ID = 'route-discovery-auth-probe';

/** What one build of the rows reads, once per request. */
interface RowContext {
  strapi: Core.Strapi;
  roles: RoleGrants[];
  tokens: ApiTokenGrants;
  samples: Map<string, Promise<SampleDocument | null>>;
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
  plan: FieldPlan,
  isPublic: boolean,
): Promise<Record<string, string> | null> {
  const { required, contentType, field } = plan;
  if (required.some((name) => name !== 'documentId')) return null;
  if (!required.length) return {};
  if (!isPublic) return { documentId: PLACEHOLDER_DOCUMENT_ID };
  const sample = contentType ? await sampleOf(context, contentType) : null;
  if (!sample) return null;
  const variables: Record<string, string> = { documentId: sample.documentId };
  if (sample.locale && field.args.some((arg) => arg.name === 'locale')) variables.locale = sample.locale;
  return variables;
}

async function operationRow(context: RowContext, plan: FieldPlan): Promise<GraphqlOperationRow> {
  const { access } = decideAccess(plan.target, context.roles, context.tokens);
  const row: GraphqlOperationRow = {
    operation: plan.field.name,
    kind: plan.kind,
    content_type: plan.contentType,
    action: plan.scopes.join(','),
    access,
    is_testable: false,
    skip_reason: SkipReason.graphqlMutation,
    document: '',
    variables: {},
  };
  if (plan.kind === 'mutation') return row;
  const variables = await variablesOf(context, plan, access === 'public');
  if (!variables) return { ...row, skip_reason: SkipReason.graphqlArguments };
  const document = plan.document(Object.keys(variables));
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

/**
 * One row per root field of the served schema: queries, then mutations, each sorted by name.
 * What the schema decides comes from `operationPlans` (worked out once per served schema); the
 * access comes from the roles and API tokens the caller read for this request (permissions and
 * token expiries change at run time), the variables from published documents read now.
 * @param depthLimit the GraphQL plugin's `depthLimit` (null when unset)
 */
export async function buildOperationRows(
  strapi: Core.Strapi,
  source: GraphqlSchemaSource,
  depthLimit: number | null,
  roles: RoleGrants[],
  tokens: ApiTokenGrants,
): Promise<GraphqlOperationRow[]> {
  const context: RowContext = { strapi, roles, tokens, samples: new Map() };
  return Promise.all(operationPlans(strapi, source, depthLimit).map((plan) => operationRow(context, plan)));
}

/**
 * `buildOperationRows` with the roles and API tokens read fresh, and until when the rows' access
 * stands (the first counted API token's expiry, Infinity when none expires).
 */
export async function graphqlOperationRows(
  strapi: Core.Strapi,
  source: GraphqlSchemaSource,
  depthLimit: number | null,
): Promise<{ rows: GraphqlOperationRow[]; validUntil: number }> {
  const [roles, tokens] = await Promise.all([loadRoleGrants(strapi), loadApiTokenGrants(strapi)]);
  const rows = await buildOperationRows(strapi, source, depthLimit, roles, tokens);
  return { rows, validUntil: tokens.nextExpiry ?? Infinity };
}
