import type { Finding } from '@route-discovery/contract';
import type { ExposureFacts } from './types';

/**
 * `graphql-introspection` (medium): in production (`NODE_ENV=production`) the GraphQL endpoint
 * still answers introspection (`apolloServer.introspection: true`; Apollo Server's default is off
 * in production) or serves its landing page (`landingPage: true`, or the deprecated
 * `playgroundAlways`; `@strapi/plugin-graphql` `server/src/bootstrap.ts`, `determineLandingPage`):
 * the whole schema, every type and field, for anyone.
 */
export function graphqlIntrospection(facts: ExposureFacts): Finding[] {
  const graphql = facts.graphql;
  if (!graphql?.production) return [];
  const open = [
    graphql.settings.introspection === true ? 'introspection' : '',
    graphql.settings.landingPage === true ? 'the landing page (sandbox)' : '',
  ].filter(Boolean);
  if (!open.length) return [];
  return [
    {
      rule: 'graphql-introspection',
      severity: 'medium',
      subject: graphql.settings.endpoint,
      message: `In production, ${graphql.settings.endpoint} serves ${open.join(' and ')} to anyone: every type and field of the schema.`,
      remedy:
        'In config/plugins, remove apolloServer.introspection: true and landingPage: true from the graphql config in production (Apollo then turns both off).',
    },
  ];
}
