import type { Core } from '@strapi/strapi';
import { graphqlConfig } from './schema-source';

/** The GraphQL plugin's settings the endpoint and the audit read (`@strapi/plugin-graphql` config). */
export interface GraphqlSettings {
  /** `endpoint` (default `/graphql`, `server/src/config/default-config.ts`). */
  endpoint: string;
  /** `depthLimit` when a positive finite number, else null (graphql-depth-limit then enforces nothing useful). */
  depthLimit: number | null;
  /** `maxLimit` (v5's name for v4's `amountLimit`) when positive and finite, else null (unbounded, the default -1). */
  maxLimit: number | null;
  /** `apolloServer.introspection` as configured (undefined: Apollo's default, off in production). */
  introspection: unknown;
  /** `landingPage` (or the deprecated `playgroundAlways`) as configured. */
  landingPage: unknown;
}

const positive = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/** Reads the GraphQL plugin's settings (call only when the plugin is installed). */
export function readGraphqlSettings(strapi: Core.Strapi): GraphqlSettings {
  const endpoint = graphqlConfig(strapi, 'endpoint');
  const apollo = (graphqlConfig(strapi, 'apolloServer') ?? {}) as { introspection?: unknown };
  const playgroundAlways = graphqlConfig(strapi, 'playgroundAlways');
  return {
    endpoint: typeof endpoint === 'string' && endpoint ? endpoint : '/graphql',
    depthLimit: positive(graphqlConfig(strapi, 'depthLimit')),
    maxLimit: positive(graphqlConfig(strapi, 'maxLimit')),
    introspection: apollo.introspection,
    landingPage: playgroundAlways === true ? true : graphqlConfig(strapi, 'landingPage'),
  };
}
