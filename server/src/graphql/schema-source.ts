import type { Core } from '@strapi/strapi';

/**
 * What this plugin reads of `@strapi/plugin-graphql`, typed by duck typing so the plugin needs no
 * `graphql` package of its own (the app's copy built the schema).
 */

/** A GraphQL type as `graphql-js` exposes it; `toString()` is its SDL notation (`[Article]!`). */
export interface SchemaType {
  name?: string;
  toString(): string;
  getFields?: () => Record<string, SchemaField>;
  getTypes?: () => SchemaType[];
}

/** An argument of a field: SDL type notation and default value. */
export interface SchemaArgument {
  name: string;
  type: SchemaType;
  defaultValue?: unknown;
}

/** A field of an object type: its arguments, type and the `extensions.strapi` shadow CRUD sets. */
export interface SchemaField {
  name: string;
  type: SchemaType;
  args: readonly SchemaArgument[];
  extensions?: { strapi?: { contentType?: { uid?: string } } } | null;
}

/** The schema Apollo serves (`GraphQLSchema`), the parts read here. */
export interface ServedSchema {
  getQueryType(): SchemaType | null | undefined;
  getMutationType(): SchemaType | null | undefined;
  getType(name: string): SchemaType | null | undefined;
}

/** `auth` of a resolver's config: `false`, `{ scope: [...] }`, or absent. */
export type ResolverAuth = false | { scope?: unknown } | undefined;

/** The schema and the resolvers' config (`Query.articles` -> `{ auth }`) the running plugin built. */
export interface GraphqlSchemaSource {
  schema: ServedSchema;
  resolversConfig: Record<string, { auth?: ResolverAuth } | undefined>;
}

interface GraphqlServices {
  'content-api': { buildSchema: (...args: unknown[]) => unknown };
  extension: {
    generate: (...args: unknown[]) => { resolversConfig?: GraphqlSchemaSource['resolversConfig'] };
  };
}

const captured = new WeakMap<Core.Strapi, Partial<GraphqlSchemaSource>>();

/** The GraphQL plugin's service, or null when the plugin is not loaded. */
function graphqlService<Name extends keyof GraphqlServices>(
  strapi: Core.Strapi,
  name: Name,
): GraphqlServices[Name] | null {
  const plugin = strapi.plugin('graphql') as { service(name: string): unknown } | undefined;
  return plugin ? (plugin.service(name) as GraphqlServices[Name]) : null;
}

/** Whether `@strapi/plugin-graphql` is loaded in this app. */
export function isGraphqlInstalled(strapi: Core.Strapi): boolean {
  return Boolean(strapi.plugin('graphql'));
}

/**
 * Records the schema the GraphQL plugin builds at its bootstrap, and the resolvers' config of that
 * build, by wrapping (and calling unchanged) two of its services: `content-api`.`buildSchema()`
 * (`@strapi/plugin-graphql` `server/src/services/content-api/index.ts`; its result is what
 * `bootstrap.ts` hands to Apollo) and `extension`.`generate()` (the last call of a build is the one
 * whose `resolversConfig` `wrap-resolvers.ts` applies). Both exist with these names in every
 * Strapi 5 release of the plugin (5.0.0 on). Must run in `register`, before the GraphQL plugin's
 * bootstrap; does nothing when the plugin is not loaded.
 */
export function captureGraphqlSchema(strapi: Core.Strapi): void {
  const contentApi = graphqlService(strapi, 'content-api');
  const extension = graphqlService(strapi, 'extension');
  if (!contentApi || !extension) return;
  const state: Partial<GraphqlSchemaSource> = {};
  captured.set(strapi, state);
  const build = contentApi.buildSchema.bind(contentApi);
  contentApi.buildSchema = (...args: unknown[]) => {
    const schema = build(...args);
    if (schema && typeof (schema as ServedSchema).getQueryType === 'function') {
      state.schema = schema as ServedSchema;
    }
    return schema;
  };
  const generate = extension.generate.bind(extension);
  extension.generate = (...args: unknown[]) => {
    const result = generate(...args);
    state.resolversConfig = result?.resolversConfig ?? {};
    return result;
  };
}

/** The captured schema and resolvers' config, or null when the plugin is absent or built no schema. */
export function graphqlSchemaSource(strapi: Core.Strapi): GraphqlSchemaSource | null {
  const state = captured.get(strapi);
  if (!state?.schema) return null;
  return { schema: state.schema, resolversConfig: state.resolversConfig ?? {} };
}

/** A key of the GraphQL plugin's config (`strapi.plugin('graphql').config(key)`), or undefined. */
export function graphqlConfig(strapi: Core.Strapi, key: string): unknown {
  const plugin = strapi.plugin('graphql') as { config?: (key: string) => unknown } | undefined;
  return plugin?.config ? plugin.config(key) : undefined;
}
