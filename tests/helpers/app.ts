import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Core } from '@strapi/strapi';
import { nativeCreateRequire } from './native-modules';

/**
 * The app the suite boots: the repository's playground, or the throw-away copy named by
 * `PLAYGROUND_DIR` (scripts/compat.sh: another Strapi version, the plugin installed from a tarball).
 */
export const PLAYGROUND_DIR = process.env.PLAYGROUND_DIR
  ? resolve(process.env.PLAYGROUND_DIR)
  : resolve(__dirname, '../../playground');

/**
 * `require` as the booted app resolves modules, so tests use the app's own Strapi packages. It is
 * Node's own, not jest's: Strapi is loaded once per jest worker (see `native-modules.ts`).
 */
export const appRequire = nativeCreateRequire(join(PLAYGROUND_DIR, 'package.json'));

/** The version of a package as installed for the booted app, read from its package.json. */
export const installedVersion = (name: string): string =>
  (JSON.parse(readFileSync(appRequire.resolve(`${name}/package.json`), 'utf8')) as { version: string })
    .version;

/** The version range the booted app's package.json declares for a dependency. */
export const declaredVersion = (name: string): string =>
  (
    JSON.parse(readFileSync(join(PLAYGROUND_DIR, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    }
  ).dependencies[name];

/**
 * Whether this Strapi has admin-kind API tokens (`/admin/admin-tokens`): their `admin::api-token`
 * content type carries a `kind` attribute (added between 5.37.1 and 5.47.1).
 */
export const hasAdminKindTokens = (strapi: Core.Strapi): boolean =>
  'kind' in (strapi.contentType('admin::api-token' as never)?.attributes ?? {});

interface SessionManagerWithRevoke {
  revokeSessionById?(userId: string, sessionId: string): Promise<void>;
}

/**
 * Ends an admin session: `sessionManager('admin').revokeSessionById` where this Strapi has it,
 * otherwise deletes its row of `admin::session` (Strapi 5.24.1 has no revoke-by-id).
 */
export async function revokeAdminSession(
  strapi: Core.Strapi,
  userId: string,
  sessionId: string,
): Promise<void> {
  const manager = (
    strapi as unknown as { sessionManager(o: string): SessionManagerWithRevoke }
  ).sessionManager('admin');
  if (typeof manager.revokeSessionById === 'function') {
    await manager.revokeSessionById(userId, sessionId);
    return;
  }
  await strapi.db.query('admin::session' as never).deleteMany({ where: { sessionId } });
}
