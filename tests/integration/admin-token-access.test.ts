import { stripVTControlCharacters } from 'node:util';
import { hasAdminKindTokens } from '../helpers/app';
import { withAdminPermission } from '../helpers/admin-permissions';
import {
  actions,
  createAdminToken,
  createContentApiToken,
  mcpCall,
  READ_ACTION,
} from '../helpers/api-tokens';
import { EDITOR, startPlayground, type Playground } from '../helpers/playground';
import { runBody } from '../helpers/run-fixtures';
import { installedHasAdminTokens, installedHasMcp } from '../helpers/strapi-features';

/**
 * Admin-kind API tokens on the discovery API (docs/security.md, access rule 5) and the plugin's
 * MCP tools (docs/api.md, "MCP tools"), on one production boot with Strapi's MCP server on. Skipped
 * where the booted Strapi has no admin tokens (before 5.47) or no MCP server.
 */
const api = (endpoint: string) => `/api/route-discovery/v1/${endpoint}`;
const ENDPOINTS = ['backend-urls', 'frontend-urls', 'exposure', 'platform'];
const PLUGIN_TOOLS = [
  'route_discovery_exposure',
  'route_discovery_integrity',
  'route_discovery_list_urls',
  'route_discovery_platform',
  'route_discovery_references',
];

const onlyWhere = (present: boolean) => (present ? describe : describe.skip);
const withAdminTokens = onlyWhere(installedHasAdminTokens());
const withMcp = onlyWhere(installedHasAdminTokens() && installedHasMcp());

const captured: string[] = [];
/** The plugin's audit lines, without Strapi's timestamp and colours. */
const auditLines = () =>
  captured
    .filter((line) => line.includes('[route-discovery] access '))
    .map((line) => stripVTControlCharacters(line).trim());

let playground: Playground;
let superSession: string;
/** A super admin's token granted the read permission only. */
let readerToken: string;
/** A super admin's token with another permission only. */
let otherToken: string;

beforeAll(async () => {
  playground = await startPlayground({
    env: { NODE_ENV: 'production', PLAYGROUND_MCP_ENABLED: 'true' },
    logSink: (line) => captured.push(line),
  });
  expect(hasAdminKindTokens(playground.strapi)).toBe(installedHasAdminTokens());
  if (!installedHasAdminTokens()) return;
  superSession = await playground.adminToken();
  readerToken = await createAdminToken(playground, superSession, 'reader', actions(READ_ACTION));
  otherToken = await createAdminToken(playground, superSession, 'other', actions('admin::users.read'));
});

afterAll(async () => {
  await playground?.stop();
});

withAdminTokens('admin tokens on the discovery API (docs/security.md, access rule 5)', () => {
  it.each(ENDPOINTS)(
    'a token holding the read permission reaches %s, audited as admin-token',
    async (endpoint) => {
      const before = auditLines().length;
      const response = await playground.http.get(api(endpoint)).set('Authorization', `Bearer ${readerToken}`);
      expect(response.status).toBe(200);
      const lines = auditLines().slice(before);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`access accepted: credential=admin-token route="GET ${api(endpoint)}"`);
      expect(lines.join('\n')).not.toContain(readerToken.slice(0, 8));
    },
  );

  it('refuses a token of a super admin that was not granted the permission, naming it', async () => {
    const response = await playground.http.get(api('platform')).set('Authorization', `Bearer ${otherToken}`);
    expect(response.status).toBe(403);
    expect(response.body.error.message).toContain(READ_ACTION);
    expect(auditLines().at(-1)).toContain('access refused: credential=admin-token');
  });

  it("follows the owner's role: an editor's token passes while the Editor role holds the permission", async () => {
    const editorSession = await playground.adminToken(EDITOR);
    let editorToken = '';
    await withAdminPermission(playground.strapi, 'strapi-editor', 'admin::admin-tokens.create', async () => {
      // The ceiling: an editor cannot give a token a permission the Editor role lacks.
      await expect(
        createAdminToken(playground, editorSession, 'editor-early', actions(READ_ACTION)),
      ).rejects.toThrow(/admin token editor-early: 4\d\d/);
      await withAdminPermission(playground.strapi, 'strapi-editor', READ_ACTION, async () => {
        editorToken = await createAdminToken(playground, editorSession, 'editor', actions(READ_ACTION));
        const granted = await playground.http
          .get(api('backend-urls'))
          .set('Authorization', `Bearer ${editorToken}`);
        expect(granted.status).toBe(200);
      });
    });
    // The role's permission is gone (deleted in the database, so no token sync ran): the owner's
    // own ability now refuses, though the token still lists the permission.
    const revoked = await playground.http
      .get(api('backend-urls'))
      .set('Authorization', `Bearer ${editorToken}`);
    expect(revoked.status).toBe(403);
  });

  it('publishes a CI run with a token holding the read permission (one secret for --publish)', async () => {
    const published = await playground.http
      .post(api('runs'))
      .set('Authorization', `Bearer ${readerToken}`)
      .send(runBody({ exit_code: 0, failures: [] }));
    expect(published.status).toBe(201);
    const listed = await playground.http.get(api('runs')).set('Authorization', `Bearer ${readerToken}`);
    expect(listed.body.runs.map((run: { id: number }) => run.id)).toContain(published.body.run.id);
    const refused = await playground.http
      .post(api('runs'))
      .set('Authorization', `Bearer ${otherToken}`)
      .send(runBody());
    expect(refused.status).toBe(403);
  });

  it('refuses a content-API token with 403, saying to create an admin token', async () => {
    const token = await createContentApiToken(playground, superSession, 'content-reader');
    const response = await playground.http.get(api('frontend-urls')).set('Authorization', `Bearer ${token}`);
    expect(response.status).toBe(403);
    expect(response.body.error.message).toMatch(/create an admin token/);
    expect(auditLines().at(-1)).toContain('access refused: credential=content-api-token');
  });

  it('still refuses an unknown Bearer value as a wrong key, and the key still passes', async () => {
    const wrong = await playground.http
      .get(api('platform'))
      .set('Authorization', `Bearer ${'ab'.repeat(128)}`);
    expect(wrong.status).toBe(403);
    expect(auditLines().at(-1)).toContain('access refused: credential=key ');
    const keyed = await playground.http
      .get(api('platform'))
      .set('Authorization', `Bearer ${playground.apiKey}`);
    expect(keyed.status).toBe(200);
  });
});

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
