/**
 * The admin-token suites' app (tests/integration/admin-token-access*.test.ts): one playground per
 * suite file with a super admin's session and tokens granted one permission each, and the plugin's
 * audit lines.
 */
import { stripVTControlCharacters } from 'node:util';
import { hasAdminKindTokens } from './app';
import { actions, createAdminToken, READ_ACTION } from './api-tokens';
import { startPlayground, type Playground } from './playground';
import { installedHasAdminTokens, installedHasMcp } from './strapi-features';

/**
 * Admin-kind API tokens on the discovery API (docs/security.md, access rule 5) and the plugin's
 * MCP tools (docs/api.md, "MCP tools"), on one production boot with Strapi's MCP server on. Skipped
 * where the booted Strapi has no admin tokens (before 5.47) or no MCP server.
 */
export const api = (endpoint: string) => `/api/route-discovery/v1/${endpoint}`;
export const ENDPOINTS = ['backend-urls', 'frontend-urls', 'exposure', 'platform'];
export const PLUGIN_TOOLS = [
  'route_discovery_exposure',
  'route_discovery_integrity',
  'route_discovery_list_urls',
  'route_discovery_platform',
  'route_discovery_references',
];

export const onlyWhere = (present: boolean) => (present ? describe : describe.skip);
export const withAdminTokens = onlyWhere(installedHasAdminTokens());
export const withMcp = onlyWhere(installedHasAdminTokens() && installedHasMcp());

export const captured: string[] = [];
/** The plugin's audit lines, without Strapi's timestamp and colours. */
export const auditLines = () =>
  captured
    .filter((line) => line.includes('[route-discovery] access '))
    .map((line) => stripVTControlCharacters(line).trim());

export let playground: Playground;
export let superSession: string;
/** A super admin's token granted the read permission only. */
export let readerToken: string;
/** A super admin's token with another permission only. */
export let otherToken: string;

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
