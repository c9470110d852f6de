import { decideReportAccess, type ReportAccessInput } from '../../server/src/access/decision';
import {
  deriveReportKey,
  mintReportToken,
  REPORT_TOKEN_TTL_SECONDS,
  verifyReportToken,
} from '../../server/src/access/report-token';

const key = deriveReportKey('admin-secret');
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

  it('derives a key that differs from the secret and per secret', () => {
    expect(deriveReportKey('s1').equals(deriveReportKey('s1'))).toBe(true);
    expect(deriveReportKey('s1').equals(deriveReportKey('s2'))).toBe(false);
    expect(deriveReportKey('s1').toString('utf8')).not.toContain('s1');
  });
});

describe('decideReportAccess (docs/security.md, access rule 5)', () => {
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
    await expect(decideReportAccess(input)).resolves.toEqual({ allowed: true, via: 'report-access' });
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
