import type { Finding } from '@route-discovery/contract';
import type { ExposureFacts } from './types';

/**
 * `graphql-unbounded-limits` (low): in production the GraphQL plugin runs without `depthLimit` or
 * `maxLimit` (v5's name of v4's `amountLimit`; default -1, unbounded), so one query may nest
 * relations without end or ask for every document at once. The plugin itself warns at boot
 * (`@strapi/plugin-graphql` `server/src/bootstrap.ts`, `getOperationLimitsWarning`).
 */
export function graphqlUnboundedLimits(facts: ExposureFacts): Finding[] {
  const graphql = facts.graphql;
  if (!graphql?.production) return [];
  const missing = [
    graphql.settings.depthLimit === null ? 'depthLimit' : '',
    graphql.settings.maxLimit === null ? 'maxLimit' : '',
  ].filter(Boolean);
  if (!missing.length) return [];
  return [
    {
      rule: 'graphql-unbounded-limits',
      severity: 'low',
      subject: graphql.settings.endpoint,
      message: `The GraphQL plugin runs in production without ${missing.join(' and ')}: queries may nest and list without bound.`,
      remedy: 'Set depthLimit (e.g. 10) and maxLimit (e.g. 100) in the graphql config of config/plugins.',
    },
  ];
}
