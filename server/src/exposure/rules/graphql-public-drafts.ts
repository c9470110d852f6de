import type { Finding } from '@route-discovery/contract';
import type { ExposureFacts } from './types';

/**
 * `graphql-public-drafts` (high): an anonymous GraphQL query with `status: DRAFT` returned data,
 * asked for real by the audit (`graphql/draft-probe.ts`): Strapi 5 returns drafts to anyone who
 * may `find` a draft-and-publish type, over GraphQL as over REST (strapi/strapi#25326, #21388).
 */
export function graphqlPublicDrafts(facts: ExposureFacts): Finding[] {
  const graphql = facts.graphql;
  if (!graphql) return [];
  return graphql.draftProbes
    .filter((probe) => probe.drafts_readable)
    .map((probe) => ({
      rule: 'graphql-public-drafts',
      severity: 'high' as const,
      subject: probe.content_type,
      message: `An anonymous GraphQL query ${probe.operation}(status: DRAFT) on ${graphql.settings.endpoint} returns unpublished drafts of ${probe.content_type}.`,
      remedy: `Force published content for anonymous callers: a resolver middleware on Query.${probe.operation} (extension service resolversConfig) that sets args.status = "PUBLISHED" unless the caller is authenticated, or remove find from the Public role.`,
    }));
}
