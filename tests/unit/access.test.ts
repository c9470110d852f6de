import { looksLikeJwt } from '../../server/src/access/admin-session';
import { parseAuthorization, secretsMatch } from '../../server/src/access/bearer';
import { decideApiAccess, type AccessInput } from '../../server/src/access/decision';

const base: AccessInput = {
  endpoint: 'backend-urls',
  authorization: 'Bearer right-key',
  apiKey: 'right-key',
  isDevelopment: true,
  adminSession: async () => null,
};

describe('parseAuthorization', () => {
  it('reads the scheme case-insensitively and keeps the credentials as sent', () => {
    expect(parseAuthorization('BeArEr  Abc.Def ')).toEqual({ scheme: 'bearer', credentials: 'Abc.Def' });
    expect(parseAuthorization('Basic')).toEqual({ scheme: 'basic', credentials: '' });
    expect(parseAuthorization('   ')).toBeNull();
    expect(parseAuthorization(undefined)).toBeNull();
  });
});

describe('secretsMatch', () => {
  it('accepts only the exact secret', () => {
    expect(secretsMatch('abc', 'abc')).toBe(true);
    expect(secretsMatch('abc', 'abcd')).toBe(false);
    expect(secretsMatch('abd', 'abc')).toBe(false);
    expect(secretsMatch('', 'abc')).toBe(false);
  });
});

describe('decideApiAccess (docs/security.md, access rules 2 and 4)', () => {
  it('answers 401 without an Authorization header', async () => {
    await expect(decideApiAccess({ ...base, authorization: undefined })).resolves.toMatchObject({
      allowed: false,
      status: 401,
      name: 'UnauthorizedError',
    });
  });

  it('answers 500 when no key is configured, naming the setting', async () => {
    const decision = await decideApiAccess({ ...base, apiKey: null });
    expect(decision).toMatchObject({
      allowed: false,
      status: 500,
      message: 'DISCOVERY_API_KEY is not configured',
    });
  });

  it('accepts the key with any case of the scheme word', async () => {
    await expect(decideApiAccess({ ...base, authorization: 'bearer right-key' })).resolves.toEqual({
      allowed: true,
      via: 'api-key',
    });
  });

  it('refuses a wrong key and a non-Bearer scheme with 403', async () => {
    await expect(decideApiAccess({ ...base, authorization: 'Bearer wrong' })).resolves.toMatchObject({
      status: 403,
    });
    await expect(decideApiAccess({ ...base, authorization: 'Basic right-key' })).resolves.toMatchObject({
      status: 403,
    });
  });

  it('lets a super admin session reach URL endpoints in development only', async () => {
    const superAdmin = async () => ({ isSuperAdmin: true });
    await expect(
      decideApiAccess({ ...base, authorization: 'Bearer jwt', adminSession: superAdmin }),
    ).resolves.toEqual({
      allowed: true,
      via: 'admin-session',
    });
    await expect(
      decideApiAccess({
        ...base,
        authorization: 'Bearer jwt',
        adminSession: superAdmin,
        isDevelopment: false,
      }),
    ).resolves.toMatchObject({ status: 403 });
    await expect(
      decideApiAccess({
        ...base,
        endpoint: 'platform',
        authorization: 'Bearer jwt',
        adminSession: superAdmin,
      }),
    ).resolves.toMatchObject({ status: 403 });
    await expect(
      decideApiAccess({
        ...base,
        authorization: 'Bearer jwt',
        adminSession: async () => ({ isSuperAdmin: false }),
      }),
    ).resolves.toMatchObject({ status: 403 });
  });
});

describe('looksLikeJwt', () => {
  it('accepts the JWS compact shape and nothing else, so API keys skip the JWT verifier', () => {
    expect(looksLikeJwt('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl')).toBe(true);
    expect(looksLikeJwt('rd-test-0123456789abcdef')).toBe(false);
    expect(looksLikeJwt('a.b')).toBe(false);
    expect(looksLikeJwt('a.b.c.d')).toBe(false);
    expect(looksLikeJwt('a b.c.d')).toBe(false);
    expect(looksLikeJwt('')).toBe(false);
  });
});
