import { INTEGRITY_KINDS, REPORTS_READ_ACTION } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import type { z as Zod } from 'zod/v4';
import { type ActionAbility, tokenMayReadReports } from '../access';
import { cachedExposureReport } from '../exposure';
import { LOG_PREFIX } from '../identity';
import { parseReferenceParams, referencesAnswer } from '../references';
import { UnfinishedBuildError } from '../runtime';
import { getService } from '../services/get-service';
import { integrityFindings } from './integrity-findings';
import { listUrlRows, URL_FILTER_NAMES, UrlQueryError } from './url-rows';

/** The zod namespace of the app's own `@strapi/utils` (the one Strapi's MCP SDK validates with). */
type ZodNamespace = typeof Zod;

/** What Strapi's tool registry hands a handler factory (`@strapi/types` `modules/mcp.d.ts`). */
interface ToolContext {
  userAbility: ActionAbility;
  user: { id: number | string };
}

/** A tool's answer: text for the model, the same data as `structuredContent`. */
interface ToolResult {
  content: Array<{ type: 'text'; text: string }>;
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

/** A read-only tool as `strapi.ai.mcp.registerTool` takes it (`@strapi/types` `McpToolDefinition`). */
export interface PluginToolDefinition {
  name: string;
  title: string;
  description: string;
  auth: { policies: [{ action: string }] };
  resolveInputSchema?: () => Zod.ZodObject;
  resolveOutputSchema: () => Zod.ZodObject;
  createHandler: (
    strapi: Core.Strapi,
    context: ToolContext,
  ) => (params: { args?: Record<string, unknown> }) => Promise<ToolResult>;
}

const errorResult = (text: string): ToolResult => ({ content: [{ type: 'text', text }], isError: true });

/**
 * Wraps a tool's work: the token (its ability) and its owner must hold the plugin's read
 * permission, checked per call by the rule the HTTP API applies (`tokenMayReadReports`); an
 * unexpected failure answers a generic message (logged, never its text: it may carry SQL or paths).
 */
function guarded(
  name: string,
  work: (strapi: Core.Strapi, args: Record<string, unknown>) => Promise<Record<string, unknown>>,
): PluginToolDefinition['createHandler'] {
  return (strapi, context) =>
    async ({ args }) => {
      if (!(await tokenMayReadReports(strapi, context.userAbility, context.user))) {
        return errorResult(`This admin token may not read route discovery (${REPORTS_READ_ACTION}).`);
      }
      try {
        const data = await work(strapi, args ?? {});
        return { content: [{ type: 'text', text: JSON.stringify(data) }], structuredContent: data };
      } catch (error) {
        if (error instanceof UrlQueryError) return errorResult(error.message);
        // The exposure audit is being built (decision 0245): say so, and when to ask again.
        if (error instanceof UnfinishedBuildError) return errorResult(error.message);
        strapi.log.warn(`${LOG_PREFIX} MCP tool ${name} failed`);
        return errorResult(`${name} failed: see the server log.`);
      }
    };
}

const AUTH = { policies: [{ action: REPORTS_READ_ACTION }] } as PluginToolDefinition['auth'];

/**
 * The plugin's read-only MCP tools (docs/api.md, "MCP tools"): the discovered URLs with filters,
 * the exposure audit, the platform inventory. Strapi lists a tool to a session only when the admin
 * token's ability allows `plugin::route-discovery.reports.read` (`auth.policies`).
 * @param z the zod namespace of the app's `@strapi/utils`
 */
export function pluginTools(z: ZodNamespace): PluginToolDefinition[] {
  const rows = z.array(z.record(z.string(), z.unknown()));
  return [
    {
      name: 'route_discovery_list_urls',
      title: 'Route discovery: list URLs',
      description:
        'Lists the URLs this Strapi app serves, as the route-discovery plugin discovers them: `frontend` (content-API routes and published public pages) or `backend` (admin API routes), with whether a plain GET can test each and why not.',
      auth: AUTH,
      resolveInputSchema: () =>
        z.object({
          source: z
            .enum(['frontend', 'backend'])
            .describe('frontend: content API and pages; backend: admin API'),
          filter: z
            .string()
            .optional()
            .describe(
              `frontend: ${URL_FILTER_NAMES.frontend.join(' or ')}; backend: ${URL_FILTER_NAMES.backend.join(' or ')}`,
            ),
          path_contains: z.string().max(200).optional().describe('keep rows whose path contains this text'),
          testable: z.boolean().optional().describe('keep only testable (true) or untestable (false) rows'),
          limit: z.number().int().min(1).max(500).default(100).describe('most rows returned (1-500)'),
        }),
      resolveOutputSchema: () =>
        z.object({ source: z.string(), urls: rows, returned: z.number(), truncated: z.boolean() }),
      createHandler: guarded('route_discovery_list_urls', async (strapi, args) => {
        const source = args.source === 'backend' ? 'backend' : 'frontend';
        const page = await listUrlRows(strapi, {
          source,
          filter: typeof args.filter === 'string' ? args.filter : undefined,
          pathContains: typeof args.path_contains === 'string' ? args.path_contains : undefined,
          testable: typeof args.testable === 'boolean' ? args.testable : undefined,
          limit: typeof args.limit === 'number' ? args.limit : 100,
        });
        return { source, ...page };
      }),
    },
    {
      name: 'route_discovery_exposure',
      title: 'Route discovery: exposure audit',
      description:
        "What this Strapi app exposes to anonymous and authenticated callers: findings (rule, severity, subject, remedy), every content-API route with who may call it, content types' public actions and fields, and the core routes Strapi mounts outside the role check (MCP, OpenAPI, auth: false).",
      auth: AUTH,
      resolveOutputSchema: () =>
        z.object({
          findings: rows,
          routes: rows,
          content_types: rows,
          core_routes: rows,
          count: z.record(z.string(), z.number()),
        }),
      createHandler: guarded('route_discovery_exposure', async (strapi) => {
        const { report } = await cachedExposureReport(strapi);
        return { ...report } as unknown as Record<string, unknown>;
      }),
    },
    {
      name: 'route_discovery_platform',
      title: 'Route discovery: platform inventory',
      description:
        "The runtime (Node.js, Strapi and Koa versions) and the dependency inventory of this Strapi app's manifest, with each plugin's Strapi and Node compatibility.",
      auth: AUTH,
      resolveOutputSchema: () =>
        z.object({
          runtime: z.record(z.string(), z.unknown()),
          dependencies: z.record(z.string(), z.unknown()),
          warnings: z.array(z.unknown()),
        }),
      createHandler: guarded('route_discovery_platform', async (strapi) => {
        const report = await getService(strapi, 'platform').report();
        return { ...report } as unknown as Record<string, unknown>;
      }),
    },
    {
      name: 'route_discovery_references',
      title: 'Route discovery: references of a document',
      description:
        'What one document references (direction `out`: relations, media, links in content) or what references it (`in`), per version (published or draft) and locale, and for `in` what unpublishing or deleting it would break: the published documents whose references would then point to a draft-only or missing target. Says whether the answer came from the reference index (`index_state: current`) or from the content while the index is stale or building.',
      auth: AUTH,
      resolveInputSchema: () =>
        z.object({
          content_type: z.string().max(255).describe('content type UID, e.g. api::article.article'),
          document_id: z.string().max(255).describe('the documentId'),
          locale: z.string().max(64).optional().describe('a locale code; every locale when absent'),
          direction: z
            .enum(['out', 'in'])
            .default('out')
            .describe('out: what it references; in: what references it'),
        }),
      resolveOutputSchema: () =>
        z.object({
          references: rows,
          count: z.number(),
          unpublish_impact: z.record(z.string(), z.unknown()).nullable().optional(),
          delete_impact: z.record(z.string(), z.unknown()).optional(),
          index_state: z.string(),
          stale_content_types: z.array(z.string()),
        }),
      createHandler: guarded('route_discovery_references', async (strapi, args) => {
        const parsed = parseReferenceParams(strapi, args);
        if ('error' in parsed) throw new UrlQueryError(parsed.error);
        return { ...(await referencesAnswer(strapi, parsed.query)) };
      }),
    },
    {
      name: 'route_discovery_integrity',
      title: 'Route discovery: integrity of published content',
      description:
        'Integrity findings in published content: relations a published version lost while its draft holds them and the target is published (lost-relation), and media URLs that break outside this environment (foreign-media-host, signed-media-url, mixed-media-formats), each with its document, locale, field path and Content Manager edit link.',
      auth: AUTH,
      resolveInputSchema: () =>
        z.object({
          kind: z.enum(INTEGRITY_KINDS).optional().describe('keep only findings of this kind'),
          content_type: z
            .string()
            .max(200)
            .optional()
            .describe('keep only findings in this content type UID'),
          limit: z.number().int().min(1).max(500).default(100).describe('most findings returned (1-500)'),
        }),
      resolveOutputSchema: () =>
        z.object({
          findings: rows,
          returned: z.number(),
          truncated: z.boolean(),
          count_by_kind: z.record(z.string(), z.number()),
        }),
      createHandler: guarded('route_discovery_integrity', (strapi, args) => integrityFindings(strapi, args)),
    },
  ];
}
