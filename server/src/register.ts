import type { Core } from '@strapi/strapi';
import { registerMcpTools } from './mcp/register-tools';

/**
 * Register phase: adds the plugin's read-only tools to Strapi's MCP server where this Strapi has
 * one (they must be registered before the server starts, `@strapi/core` `services/mcp/index.js`).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  registerMcpTools(strapi);
};
