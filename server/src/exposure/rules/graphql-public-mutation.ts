import type { Finding } from '@route-discovery/contract';
import type { ExposureFacts } from './types';

/**
 * Sign-in mutations users-permissions serves to anonymous callers on purpose, declared `auth: false`
 * (`@strapi/plugin-users-permissions` `server/src/graphql/resolvers-configs.ts`), as their REST
 * routes (`/auth/local`, ...) are granted to Public by default; sign-ups are `open-registration`'s.
 */
const SIGN_IN_MUTATIONS = new Set([
  'login',
  'register',
  'forgotPassword',
  'resetPassword',
  'emailConfirmation',
]);

/**
 * `graphql-public-mutation` (high): anonymous callers may run a GraphQL mutation, as a public REST
 * write (`public-write`): the GraphQL plugin checks each mutation with the same users-permissions
 * scope as the REST route (`@strapi/plugin-graphql` `server/src/services/builders/mutations/`,
 * `wrap-resolvers.ts`). The users-permissions sign-in mutations are public by design.
 */
export function graphqlPublicMutation(facts: ExposureFacts): Finding[] {
  const graphql = facts.graphql;
  if (!graphql) return [];
  return graphql.operations
    .filter(
      (operation) =>
        operation.kind === 'mutation' &&
        operation.access === 'public' &&
        !(SIGN_IN_MUTATIONS.has(operation.operation) && operation.action === ''),
    )
    .map((operation) => ({
      rule: 'graphql-public-mutation',
      severity: 'high' as const,
      subject: `${graphql.settings.endpoint} mutation ${operation.operation}`,
      message: operation.action
        ? `Anonymous callers may run the GraphQL mutation ${operation.operation} (scope ${operation.action}).`
        : `Anonymous callers may run the GraphQL mutation ${operation.operation}: its resolver is declared auth: false.`,
      remedy: operation.action
        ? `In Settings > Users & Permissions > Roles > Public, untick ${operation.action}, or disable the mutation (extension service: shadowCRUD(uid).disableAction(...)) if it is not meant to be public.`
        : `Give Mutation.${operation.operation} an auth scope in resolversConfig instead of auth: false.`,
    }));
}
