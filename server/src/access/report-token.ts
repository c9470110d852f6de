import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { PACKAGE_NAME } from '../identity';

/** Purpose string bound into every signed report value, so no other signed value can pass for one. */
export const REPORT_TOKEN_PURPOSE = 'report-api-access';

/** Lifetime of a signed report value: 5 minutes (docs/security.md). */
export const REPORT_TOKEN_TTL_SECONDS = 300;

/** The signed payload: who, which session, until when (seconds since the epoch). */
export interface ReportTokenPayload {
  purpose: typeof REPORT_TOKEN_PURPOSE;
  sub: string;
  sid: string;
  exp: number;
}

/**
 * Derives the HMAC key from `admin.auth.secret` with HKDF-SHA256 (RFC 5869), so the admin JWT
 * secret itself never signs report values and a leaked report key reveals nothing about it.
 */
export function deriveReportKey(adminAuthSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', adminAuthSecret, PACKAGE_NAME, REPORT_TOKEN_PURPOSE, 32));
}

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/**
 * Mints a signed value `<base64url(JSON payload)>.<base64url(HMAC-SHA256)>` for one admin user
 * and session.
 * @param nowSeconds current time in seconds since the epoch
 */
export function mintReportToken(
  key: Buffer,
  subject: { userId: string | number; sessionId: string },
  nowSeconds: number,
): { token: string; expiresAt: Date } {
  const payload: ReportTokenPayload = {
    purpose: REPORT_TOKEN_PURPOSE,
    sub: String(subject.userId),
    sid: subject.sessionId,
    exp: nowSeconds + REPORT_TOKEN_TTL_SECONDS,
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { token: `${body}.${sign(key, body)}`, expiresAt: new Date(payload.exp * 1000) };
}

/**
 * Checks a signed value: well-formed, signature valid (constant-time), right purpose, unexpired.
 * @returns the payload, or null for anything else
 */
export function verifyReportToken(key: Buffer, token: string, nowSeconds: number): ReportTokenPayload | null {
  const parts = token.split('.');
  if (parts.length !== 2 || token.length > 2048) return null;
  const [body, signature] = parts;
  const expected = Buffer.from(sign(key, body));
  const presented = Buffer.from(signature);
  if (expected.length !== presented.length || !timingSafeEqual(expected, presented)) return null;
  let payload: Partial<ReportTokenPayload>;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<ReportTokenPayload>;
  } catch {
    return null;
  }
  if (
    payload.purpose !== REPORT_TOKEN_PURPOSE ||
    typeof payload.sub !== 'string' ||
    typeof payload.sid !== 'string' ||
    typeof payload.exp !== 'number' ||
    payload.exp <= nowSeconds
  ) {
    return null;
  }
  return payload as ReportTokenPayload;
}
