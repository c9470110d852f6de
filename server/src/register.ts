import type { Core } from '@strapi/strapi';
import { declarePluginQueryParams } from './api';
import { captureGraphqlSchema } from './graphql';
import { registerMcpTools } from './mcp/register-tools';
import { createRunBodyLimit } from './runs';

/**
 * Register phase (before every plugin's bootstrap):
 * - adds the run body-size guard to Koa's stack now, ahead of the global middlewares Strapi adds
 *   later in its boot (`strapi::body` among them), so an oversized run is refused before its body
 *   is read (server/src/runs/body-limit.ts);
 * - adds the plugin's read-only tools to Strapi's MCP server where this Strapi has one (they must
 *   be registered before the server starts, `@strapi/core` `services/mcp/index.js`);
 * - wraps the GraphQL plugin's schema services so the schema it builds is seen
 *   (server/src/graphql/schema-source.ts);
 * - declares the plugin's query parameters, so apps with `api.rest.strictParams` allow them
 *   (server/src/api/strict-params.ts).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  strapi.server.use(createRunBodyLimit(strapi));
  registerMcpTools(strapi);
  captureGraphqlSchema(strapi);
  declarePluginQueryParams(strapi);
};
