import { mcpCall } from '../helpers/api-tokens';
import {
  api,
  PLUGIN_TOOLS,
  withMcp,
  playground,
  readerToken,
  otherToken,
} from '../helpers/admin-token-suite';

/**
 * The plugin's MCP tools through `POST /mcp` with admin tokens (docs/api.md, "MCP tools"). Admin
 * tokens on the discovery API: admin-token-access.test.ts.
 */

withMcp('MCP tools through POST /mcp (docs/api.md, "MCP tools")', () => {
  const toolNames = (result: Record<string, unknown> | undefined) =>
    ((result?.tools ?? []) as Array<{ name: string }>).map((tool) => tool.name);

  it('lists the four read-only tools to a token holding the read permission, not to another', async () => {
    const listed = await mcpCall(playground, readerToken, 'tools/list');
    expect(listed.status).toBe(200);
    expect(
      toolNames(listed.message.result)
        .filter((name) => name.startsWith('route_discovery_'))
        .sort(),
    ).toEqual(PLUGIN_TOOLS);
    const other = await mcpCall(playground, otherToken, 'tools/list');
    expect(toolNames(other.message.result).filter((name) => name.startsWith('route_discovery_'))).toEqual([]);
  });

  it('lists URLs with filters, as backend-urls has them', async () => {
    const called = await mcpCall(playground, readerToken, 'tools/call', {
      name: 'route_discovery_list_urls',
      arguments: { source: 'backend', filter: 'static', path_contains: '/ADMIN/', limit: 3 },
    });
    const data = called.message.result?.structuredContent as {
      urls: Array<{ route: string; has_parameters: boolean }>;
      returned: number;
      truncated: boolean;
    };
    expect(data.returned).toBe(3);
    expect(data.truncated).toBe(true);
    for (const row of data.urls) {
      expect(row.route.toLowerCase()).toContain('/admin/');
      expect(row.has_parameters).toBe(false);
    }
    const http = await playground.http
      .get(api('backend-urls'))
      .query({ filter: 'static' })
      .set('Authorization', `Bearer ${readerToken}`);
    const expected = (http.body.urls as Array<{ route: string }>).filter((row) =>
      row.route.toLowerCase().includes('/admin/'),
    );
    expect(data.urls).toEqual(expected.slice(0, 3));
  });

  it('answers an unknown filter with a tool error naming the accepted ones', async () => {
    const called = await mcpCall(playground, readerToken, 'tools/call', {
      name: 'route_discovery_list_urls',
      arguments: { source: 'frontend', filter: 'static' },
    });
    expect(called.message.result?.isError).toBe(true);
    expect(JSON.stringify(called.message.result?.content)).toContain('use one of pages, resolver, preview');
  });

  it('returns the exposure findings and the platform inventory the HTTP API returns', async () => {
    const exposure = await mcpCall(playground, readerToken, 'tools/call', {
      name: 'route_discovery_exposure',
    });
    const http = await playground.http.get(api('exposure')).set('Authorization', `Bearer ${readerToken}`);
    const report = exposure.message.result?.structuredContent as {
      findings: unknown[];
      core_routes: unknown[];
    };
    expect(report.findings).toEqual(http.body.findings);
    expect(report.core_routes).toEqual(http.body.core_routes);
    const platform = await mcpCall(playground, readerToken, 'tools/call', {
      name: 'route_discovery_platform',
    });
    const inventory = platform.message.result?.structuredContent as { runtime: { cms_version: string } };
    expect(inventory.runtime.cms_version).toMatch(/^5\./);
  });

  it('answers references as GET v1/references does, and a tool error for a bad content type', async () => {
    const [article] = (await playground.strapi
      .documents('api::article.article' as never)
      .findMany({ locale: 'en', filters: { slug: 'hello-world' } } as never)) as Array<{
      documentId: string;
    }>;
    const args = { content_type: 'api::article.article', document_id: article.documentId, locale: 'en' };
    const called = await mcpCall(playground, readerToken, 'tools/call', {
      name: 'route_discovery_references',
      arguments: args,
    });
    const data = called.message.result?.structuredContent as { references: unknown[]; count: number };
    const http = await playground.http
      .get(api('references'))
      .query(args)
      .set('Authorization', `Bearer ${readerToken}`);
    expect(http.status).toBe(200);
    expect(data.count).toBeGreaterThan(0);
    expect(data.references).toEqual(http.body.references);
    const refused = await mcpCall(playground, readerToken, 'tools/call', {
      name: 'route_discovery_references',
      arguments: { ...args, content_type: 'api::nope.nope' },
    });
    expect(refused.message.result?.isError).toBe(true);
    expect(JSON.stringify(refused.message.result?.content)).toContain('content_type names no content type');
  });

  it('returns the integrity findings the HTTP API returns, up to the limit', async () => {
    const called = await mcpCall(playground, readerToken, 'tools/call', {
      name: 'route_discovery_integrity',
      arguments: { limit: 2 },
    });
    const data = called.message.result?.structuredContent as {
      findings: Array<{ kind: string }>;
      returned: number;
      truncated: boolean;
    };
    const http = await playground.http.get(api('integrity')).set('Authorization', `Bearer ${readerToken}`);
    expect(http.body.count).toBe(4);
    expect(data.returned).toBe(2);
    expect(data.truncated).toBe(true);
    expect(data.findings).toEqual(http.body.findings.slice(0, 2));
    const lost = await mcpCall(playground, readerToken, 'tools/call', {
      name: 'route_discovery_integrity',
      arguments: { kind: 'lost-relation' },
    });
    const only = lost.message.result?.structuredContent as {
      findings: Array<{ kind: string }>;
      truncated: boolean;
    };
    expect(only.findings.map((finding) => finding.kind)).toEqual(['lost-relation']);
    expect(only.truncated).toBe(false);
  });

  it('refuses a tool call from a token without the permission', async () => {
    const called = await mcpCall(playground, otherToken, 'tools/call', {
      name: 'route_discovery_platform',
    });
    const text = JSON.stringify(called.message);
    expect(called.message.result?.structuredContent).toBeUndefined();
    expect(text).not.toContain('cms_version');
  });
});
