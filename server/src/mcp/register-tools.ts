import type { Core } from '@strapi/strapi';
import type { z as Zod } from 'zod/v4';
import { strapiUtils } from '../strapi-utils';
import { pluginTools, type PluginToolDefinition } from './tools';

/** `strapi.ai.mcp` as `@strapi/core` `services/mcp/index.js` builds it (Strapi 5.5x). */
interface McpService {
  registerTool(tool: PluginToolDefinition): void;
}

/** Strapi's MCP service, or null on a minor without one (feature-detected, not by version). */
export function mcpService(strapi: Core.Strapi): McpService | null {
  const mcp = (strapi as unknown as { ai?: { mcp?: Partial<McpService> } }).ai?.mcp;
  return typeof mcp?.registerTool === 'function' ? (mcp as McpService) : null;
}

/**
 * Registers the plugin's MCP tools (server/src/mcp/tools.ts) when this Strapi has an MCP service,
 * whether or not `server.mcp.enabled` is on (Strapi stores definitions and exposes them only when
 * its server starts). Nothing happens, and nothing is logged, on minors without one.
 * @returns the names of the tools registered
 */
export function registerMcpTools(strapi: Core.Strapi): string[] {
  const mcp = mcpService(strapi);
  if (!mcp) return [];
  // The app's own zod (through its @strapi/utils), so the MCP SDK reads the schemas it expects.
  const { z } = strapiUtils(strapi.dirs.app.root) as unknown as { z: typeof Zod };
  const tools = pluginTools(z);
  for (const tool of tools) mcp.registerTool(tool);
  return tools.map((tool) => tool.name);
}
