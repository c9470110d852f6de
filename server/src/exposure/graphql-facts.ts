import type { Core } from '@strapi/strapi';
import type { GraphqlOperationRow } from '@route-discovery/contract';
import { buildOperationRows, graphqlSchemaSource, probeDrafts, readGraphqlSettings } from '../graphql';
import type { DraftProbe, GraphqlSettings } from '../graphql';
import type { ApiTokenGrants } from '../permissions/token-grants';
import type { RoleGrants } from '../permissions/role-grants';
import { contentTypeSchemas } from '../model/schema';

/** What the audit reads of the GraphQL plugin, when it is installed and built a schema. */
export interface GraphqlFacts {
  settings: GraphqlSettings;
  /** `NODE_ENV` is `production`: what Apollo and the GraphQL plugin read to pick their defaults. */
  production: boolean;
  operations: GraphqlOperationRow[];
  draftProbes: DraftProbe[];
}

/**
 * Gathers the GraphQL facts with the roles and tokens the audit already read, and runs the draft
 * probes (real anonymous queries, `probeDrafts`).
 * @returns null when the GraphQL plugin is not installed (the audit then answers as before it existed)
 */
export async function loadGraphqlFacts(
  strapi: Core.Strapi,
  roles: RoleGrants[],
  tokens: ApiTokenGrants,
): Promise<GraphqlFacts | null> {
  const source = graphqlSchemaSource(strapi);
  if (!source) return null;
  const settings = readGraphqlSettings(strapi);
  const operations = await buildOperationRows(strapi, source, settings.depthLimit, roles, tokens);
  const draftTypes = new Set(
    Object.entries(contentTypeSchemas(strapi))
      .filter(([, schema]) => schema.options?.draftAndPublish === true)
      .map(([uid]) => uid),
  );
  return {
    settings,
    production: process.env.NODE_ENV === 'production',
    operations,
    draftProbes: await probeDrafts(strapi, settings.endpoint, operations, draftTypes),
  };
}
