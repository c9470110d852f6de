import { createHmac } from 'node:crypto';
import type { Core } from '@strapi/strapi';

/** The user and session an admin access token stands for, as Strapi's session manager reads it. */
export function sessionOf(strapi: Core.Strapi, accessToken: string): { userId: string; sessionId: string } {
  const manager = (
    strapi as unknown as {
      sessionManager(origin: string): {
        validateAccessToken(t: string): { isValid: boolean; payload: { userId: string; sessionId: string } };
      };
    }
  ).sessionManager('admin');
  const result = manager.validateAccessToken(accessToken);
  if (!result.isValid) throw new Error('not a valid admin access token');
  return result.payload;
}

/**
 * Re-signs a valid admin access token (HS256 JWT, RFC 7519, keyed by `admin.auth.secret`) with a
 * chosen expiry, so a test can present an expired token of a still-active session. Re-signing
 * with a future expiry gives a token Strapi accepts, which shows the re-signing itself is sound.
 * @param expiresAt expiry in seconds since the epoch
 */
export function resignedWithExpiry(strapi: Core.Strapi, accessToken: string, expiresAt: number): string {
  const [header, payload] = accessToken.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const body = Buffer.from(JSON.stringify({ ...claims, iat: expiresAt - 600, exp: expiresAt })).toString(
    'base64url',
  );
  const secret = String(strapi.config.get('admin.auth.secret'));
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}
