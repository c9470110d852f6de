import { looksLikeJwt } from '../../server/src/access/admin-session';
import { parseAuthorization } from '../../server/src/access/bearer';
import { decideApiAccess, type AccessInput } from '../../server/src/access/decision';
import { KeyDigests } from '../../server/src/access/key-digests';

const digests = new KeyDigests();
const keys = { key: 'right-key', next: 'next-key' };

const base: AccessInput = {
  endpoint: 'backend-urls',
  authorization: 'Bearer right-key',
  keyConfigured: true,
  matchKey: (presented) => digests.match(presented, keys),
  isDevelopment: true,
  adminSession: async () => null,
  apiToken: async () => null,
};

describe('parseAuthorization', () => {
  it('reads the scheme case-insensitively and keeps the credentials as sent', () => {
    expect(parseAuthorization('BeArEr  Abc.Def ')).toEqual({ scheme: 'bearer', credentials: 'Abc.Def' });
    expect(parseAuthorization('Basic')).toEqual({ scheme: 'basic', credentials: '' });
    expect(parseAuthorization('   ')).toBeNull();
    expect(parseAuthorization(undefined)).toBeNull();
  });
});

describe('KeyDigests (docs/security.md, rule 4)', () => {
  it('accepts only the exact key or next key, and says which', () => {
    const configured = new KeyDigests();
    configured.prime({ key: 'abc', next: 'def' });
    expect(configured.match('abc', { key: 'abc', next: 'def' })).toBe('key');
    expect(configured.match('def', { key: 'abc', next: 'def' })).toBe('key-next');
    expect(configured.match('abcd', { key: 'abc', next: 'def' })).toBeNull();
    expect(configured.match('abd', { key: 'abc', next: null })).toBeNull();
    expect(configured.match('', { key: 'abc', next: null })).toBeNull();
    expect(configured.match('def', { key: 'abc', next: null })).toBeNull();
  });

  it('follows a key changed at run time', () => {
    const configured = new KeyDigests();
    configured.prime({ key: 'old', next: null });
    expect(configured.match('old', { key: 'new', next: null })).toBeNull();
    expect(configured.match('new', { key: 'new', next: null })).toBe('key');
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
    const decision = await decideApiAccess({ ...base, keyConfigured: false });
    expect(decision).toMatchObject({
      allowed: false,
      status: 500,
      message: 'DISCOVERY_API_KEY is not configured',
    });
  });

  it('accepts the key with any case of the scheme word', async () => {
    await expect(decideApiAccess({ ...base, authorization: 'bearer right-key' })).resolves.toEqual({
      allowed: true,
      credential: 'key',
    });
  });

  it('accepts the next key beside the key, naming it', async () => {
    await expect(decideApiAccess({ ...base, authorization: 'Bearer next-key' })).resolves.toEqual({
      allowed: true,
      credential: 'key-next',
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
      credential: 'admin-session',
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

describe('decideApiAccess with API tokens (docs/security.md, access rules 5 and 6)', () => {
  const adminToken =
    (mayRead: boolean, valid = true) =>
    async () => ({ kind: 'admin' as const, valid, mayRead });

  it('accepts an admin token that may read, also when no key is configured', async () => {
    const input = { ...base, authorization: 'Bearer tok', apiToken: adminToken(true) };
    await expect(decideApiAccess(input)).resolves.toEqual({ allowed: true, credential: 'admin-token' });
    await expect(decideApiAccess({ ...input, keyConfigured: false })).resolves.toEqual({
      allowed: true,
      credential: 'admin-token',
    });
  });

  it('refuses an admin token without the permission, naming it, and an expired one', async () => {
    const refused = await decideApiAccess({
      ...base,
      authorization: 'Bearer tok',
      apiToken: adminToken(false),
    });
    expect(refused).toMatchObject({ allowed: false, credential: 'admin-token', status: 403 });
    expect(refused.allowed === false && refused.message).toContain('plugin::route-discovery.reports.read');
    const expired = await decideApiAccess({
      ...base,
      authorization: 'Bearer tok',
      apiToken: adminToken(false, false),
    });
    expect(expired).toMatchObject({ status: 403, message: expect.stringContaining('expired') });
  });

  it('refuses a content-API token with 403 saying to create an admin token', async () => {
    const decision = await decideApiAccess({
      ...base,
      authorization: 'Bearer tok',
      apiToken: async () => ({ kind: 'content-api' }),
    });
    expect(decision).toMatchObject({ allowed: false, credential: 'content-api-token', status: 403 });
    expect(decision.allowed === false && decision.message).toMatch(/create an admin token/);
  });

  it('compares the key before looking a token up', async () => {
    let lookups = 0;
    const counting = async () => {
      lookups += 1;
      return null;
    };
    await decideApiAccess({ ...base, apiToken: counting });
    expect(lookups).toBe(0);
    await decideApiAccess({ ...base, authorization: 'Bearer wrong', apiToken: counting });
    expect(lookups).toBe(1);
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
