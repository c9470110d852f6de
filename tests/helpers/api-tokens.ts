import type { Playground } from './playground';

/** The permission the plugin's API and MCP tools require (server/src/identity.ts). */
export const READ_ACTION = 'plugin::route-discovery.reports.read';

/** An admin permission as `POST /admin/admin-tokens` takes it. */
export interface TokenPermission {
  action: string;
  subject?: string | null;
  properties?: Record<string, unknown>;
  conditions?: string[];
}

/** Actions as admin token permissions without subject, properties or conditions. */
export const actions = (...names: string[]): TokenPermission[] =>
  names.map((action) => ({ action, subject: null, properties: {}, conditions: [] }));

/**
 * Creates an admin-kind API token through Strapi's own route (`POST /admin/admin-tokens`, as
 * Settings > Admin tokens does), owned by the admin whose session token is given.
 * @param permissions the token's admin permissions, or `owner` for every permission its owner holds
 *   (`GET /admin/users/me/permissions`)
 * @returns the token's access key (shown once by Strapi)
 * @throws Error with Strapi's answer when the creation is refused (e.g. beyond the owner's ceiling)
 */
export async function createAdminToken(
  playground: Playground,
  sessionToken: string,
  name: string,
  permissions: TokenPermission[] | 'owner',
): Promise<string> {
  let adminPermissions = permissions;
  if (adminPermissions === 'owner') {
    const mine = await playground.http
      .get('/admin/users/me/permissions')
      .set('Authorization', `Bearer ${sessionToken}`);
    adminPermissions = (mine.body.data as TokenPermission[]).map(
      ({ action, subject, properties, conditions }) => ({
        action,
        subject: subject ?? null,
        properties: properties ?? {},
        conditions: conditions ?? [],
      }),
    );
  }
  const created = await playground.http
    .post('/admin/admin-tokens')
    .set('Authorization', `Bearer ${sessionToken}`)
    .send({ name, description: 'route-discovery test', lifespan: null, adminPermissions });
  if (created.status !== 201)
    throw new Error(`admin token ${name}: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.data.accessKey as string;
}

/** Creates a read-only content-API token through `POST /admin/api-tokens`; returns its access key. */
export async function createContentApiToken(playground: Playground, sessionToken: string, name: string) {
  const created = await playground.http
    .post('/admin/api-tokens')
    .set('Authorization', `Bearer ${sessionToken}`)
    .send({ name, description: 'route-discovery test', type: 'read-only', lifespan: null });
  if (created.status !== 201)
    throw new Error(`API token ${name}: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.data.accessKey as string;
}

/**
 * Sends one JSON-RPC request to Strapi's MCP server (`POST /mcp`, streamable HTTP transport,
 * stateless) with an admin token and reads its result, whether answered as JSON or as one
 * server-sent event.
 */
export async function mcpCall(
  playground: Playground,
  token: string,
  method: string,
  params: Record<string, unknown> = {},
): Promise<{ status: number; message: { result?: Record<string, unknown>; error?: { message: string } } }> {
  const response = await playground.http
    .post('/mcp')
    .set('Authorization', `Bearer ${token}`)
    .set('Accept', 'application/json, text/event-stream')
    .set('Content-Type', 'application/json')
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    })
    .send({ jsonrpc: '2.0', id: 1, method, params });
  const text = String(response.body);
  const data = text
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).trim())
    .join('');
  return { status: response.status, message: JSON.parse(data || text) };
}
