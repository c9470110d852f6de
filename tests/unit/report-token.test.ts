import { createHmac } from 'node:crypto';
import { decideReportAccess, type ReportAccessInput } from '../../server/src/access/decision';
import {
  deriveReportKey,
  mintReportToken,
  REPORT_TOKEN_TTL_SECONDS,
  verifyReportToken,
} from '../../server/src/access/report-token';
import { PACKAGE_NAME } from '../../server/src/identity';

const key = deriveReportKey('admin-secret');

/** HKDF-SHA256 written out from RFC 5869 section 2 (extract, then expand to 32 bytes). */
function rfc5869Key(secret: string, salt: string, info: string): Buffer {
  const prk = createHmac('sha256', salt).update(secret).digest();
  return createHmac('sha256', prk)
    .update(Buffer.concat([Buffer.from(info), Buffer.from([1])]))
    .digest();
}

/** A value in the report format (`<base64url JSON>.<base64url HMAC-SHA256>`) signed with any key. */
function signed(signingKey: Buffer, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', signingKey).update(body).digest('base64url')}`;
}
const now = 1_800_000_000;
const subject = { userId: 7, sessionId: 'session-a' };

describe('signed report values', () => {
  it('round-trips within the 5-minute lifetime and binds user and session', () => {
    const { token, expiresAt } = mintReportToken(key, subject, now);
    expect(expiresAt.getTime()).toBe((now + REPORT_TOKEN_TTL_SECONDS) * 1000);
    expect(verifyReportToken(key, token, now + 299)).toEqual({
      purpose: 'report-api-access',
      sub: '7',
      sid: 'session-a',
      exp: now + 300,
    });
  });

  it('refuses expired, tampered, foreign-key and malformed values', () => {
    const { token } = mintReportToken(key, subject, now);
    expect(verifyReportToken(key, token, now + 300)).toBeNull();
    const [body, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ purpose: 'report-api-access', sub: '1', sid: 'session-a', exp: now + 300 }),
    ).toString('base64url');
    expect(verifyReportToken(key, `${forged}.${signature}`, now)).toBeNull();
    expect(verifyReportToken(key, `${body}.${signature.slice(0, -2)}xx`, now)).toBeNull();
    expect(verifyReportToken(deriveReportKey('another-secret'), token, now)).toBeNull();
    for (const junk of ['', '.', 'a.b.c', 'abc', `${body}.`])
      expect(verifyReportToken(key, junk, now)).toBeNull();
  });

  it('derives the key with HKDF-SHA256 bound to the package and the purpose (RFC 5869)', () => {
    expect(
      deriveReportKey('admin-secret').equals(rfc5869Key('admin-secret', PACKAGE_NAME, 'report-api-access')),
    ).toBe(true);
    expect(deriveReportKey('s1').equals(deriveReportKey('s2'))).toBe(false);
  });

  it('refuses values minted for another purpose', () => {
    const payload = { sub: '7', sid: 'session-a', exp: now + 300 };
    // The right key, another purpose in the payload.
    expect(verifyReportToken(key, signed(key, { ...payload, purpose: 'admin-session' }), now)).toBeNull();
    expect(verifyReportToken(key, signed(key, payload), now)).toBeNull();
    // The right payload, signed with a key derived for another purpose, or with the admin secret itself.
    const report = { ...payload, purpose: 'report-api-access' };
    expect(
      verifyReportToken(key, signed(rfc5869Key('admin-secret', PACKAGE_NAME, 'other'), report), now),
    ).toBeNull();
    expect(verifyReportToken(key, signed(Buffer.from('admin-secret'), report), now)).toBeNull();
    // The control: the same construction with the report key and purpose passes.
    expect(verifyReportToken(key, signed(key, report), now)).toEqual(report);
  });
});

describe('decideReportAccess (docs/security.md, access rule 7)', () => {
  const { token } = mintReportToken(key, subject, now);
  const input: ReportAccessInput = {
    reportToken: token,
    authorization: 'Bearer access-token',
    reportsEnabled: true,
    key,
    nowSeconds: now,
    adminSession: async () => ({ isSuperAdmin: true, userId: 7, sessionId: 'session-a' }),
  };

  it('allows the matching super admin session', async () => {
    await expect(decideReportAccess(input)).resolves.toEqual({ allowed: true, credential: 'report-value' });
  });

  it.each<[string, Partial<ReportAccessInput>]>([
    ['reports disabled', { reportsEnabled: false }],
    ['no session token', { authorization: undefined }],
    ['a non-Bearer scheme', { authorization: 'Basic access-token' }],
    ['an unknown session', { adminSession: async () => null }],
    [
      'another user',
      { adminSession: async () => ({ isSuperAdmin: true, userId: 8, sessionId: 'session-a' }) },
    ],
    [
      'another session',
      { adminSession: async () => ({ isSuperAdmin: true, userId: 7, sessionId: 'session-b' }) },
    ],
    [
      'a non super admin',
      { adminSession: async () => ({ isSuperAdmin: false, userId: 7, sessionId: 'session-a' }) },
    ],
    ['an expired value', { nowSeconds: now + 301 }],
  ])('refuses with 403 for %s', async (_label, change) => {
    await expect(decideReportAccess({ ...input, ...change })).resolves.toMatchObject({
      allowed: false,
      status: 403,
    });
  });
});
