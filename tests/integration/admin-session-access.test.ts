import { createHmac, hkdfSync } from 'node:crypto';
import { mintReportToken, deriveReportKey } from '../../server/src/access/report-token';
import { resignedWithExpiry, sessionOf } from '../helpers/admin-tokens';
import { hasAdminKindTokens, revokeAdminSession } from '../helpers/app';
import { PACKAGE_NAME } from '../../server/src/identity';
import { EDITOR, startPlayground, SUPER_ADMIN, type Playground } from '../helpers/playground';

const api = (endpoint: string) => `/api/route-discovery/v1/${endpoint}`;
const URL_ENDPOINTS = ['backend-urls', 'frontend-urls', 'exposure'];
const ALL_ENDPOINTS = [...URL_ENDPOINTS, 'platform'];
const SECOND_ADMIN = { email: 'second-super@example.com', password: 'Second-Passw0rd!' };

async function createSuperAdmin(playground: Playground, credentials: { email: string; password: string }) {
  const role = await playground.strapi.db
    .query('admin::role')
    .findOne({ where: { code: 'strapi-super-admin' } });
  return playground.strapi.service('admin::user').create({
    ...credentials,
    firstname: 'Second',
    lastname: 'Admin',
    isActive: true,
    roles: [role.id],
  });
}

async function mintReportAccess(playground: Playground, accessToken: string) {
  return playground.http.post('/route-discovery/report-access').set('Authorization', `Bearer ${accessToken}`);
}

describe.each([
  ['development', {}],
  ['production', { NODE_ENV: 'production' }],
])('admin sessions and report access in %s', (environment, env) => {
  let playground: Playground;
  let superToken: string;
  let editorToken: string;

  beforeAll(async () => {
    playground = await startPlayground({ env: { ...env, DISCOVERY_ENABLE_PRODUCTION_REPORTS: undefined } });
    expect(playground.strapi.config.get('environment')).toBe(environment);
    superToken = await playground.adminToken(SUPER_ADMIN);
    editorToken = await playground.adminToken(EDITOR);
    await createSuperAdmin(playground, SECOND_ADMIN);
  });

  afterAll(async () => {
    await playground?.stop();
    Reflect.deleteProperty(process.env, 'DISCOVERY_ENABLE_PRODUCTION_REPORTS');
  });

  const isDevelopment = environment === 'development';

  describe('an admin access token in Authorization (docs/security.md, access rule 3)', () => {
    it.each(ALL_ENDPOINTS)('super admin session on %s', async (endpoint) => {
      const response = await playground.http.get(api(endpoint)).set('Authorization', `Bearer ${superToken}`);
      const expected = isDevelopment && endpoint !== 'platform' ? 200 : 403;
      expect(response.status).toBe(expected);
    });

    it.each(URL_ENDPOINTS)('editor session on %s is refused', async (endpoint) => {
      const response = await playground.http.get(api(endpoint)).set('Authorization', `Bearer ${editorToken}`);
      expect(response.status).toBe(403);
    });

    it('refuses an expired access token of an active session, while the same token re-signed unexpired passes', async () => {
      const now = Math.floor(Date.now() / 1000);
      const valid = resignedWithExpiry(playground.strapi, superToken, now + 300);
      const expired = resignedWithExpiry(playground.strapi, superToken, now - 60);
      const control = await playground.http.get(api('backend-urls')).set('Authorization', `Bearer ${valid}`);
      expect(control.status).toBe(isDevelopment ? 200 : 403);
      const response = await playground.http
        .get(api('backend-urls'))
        .set('Authorization', `Bearer ${expired}`);
      expect(response.status).toBe(403);
    });

    it('refuses an inactive super admin and a revoked session', async () => {
      const token = await playground.adminToken(SECOND_ADMIN);
      const check = () => playground.http.get(api('backend-urls')).set('Authorization', `Bearer ${token}`);
      expect((await check()).status).toBe(isDevelopment ? 200 : 403);
      const users = playground.strapi.db.query('admin::user');
      const user = await users.findOne({ where: { email: SECOND_ADMIN.email } });
      await users.update({ where: { id: user.id }, data: { isActive: false } });
      expect((await check()).status).toBe(403);
      await users.update({ where: { id: user.id }, data: { isActive: true } });
      expect((await check()).status).toBe(isDevelopment ? 200 : 403);
      const { userId, sessionId } = sessionOf(playground.strapi, token);
      await revokeAdminSession(playground.strapi, userId, sessionId);
      expect((await check()).status).toBe(403);
    });

    it('refuses an admin-kind API token of the super admin', async () => {
      if (!hasAdminKindTokens(playground.strapi)) {
        // This Strapi has no admin-kind API tokens: the route to create one is not mounted.
        const refused = await playground.http
          .post('/admin/admin-tokens')
          .set('Authorization', `Bearer ${superToken}`);
        expect([404, 405]).toContain(refused.status);
        return;
      }
      const created = await playground.http
        .post('/admin/admin-tokens')
        .set('Authorization', `Bearer ${superToken}`)
        .send({ name: `ci-${environment}`, description: 'test', lifespan: null, adminPermissions: [] });
      expect(created.status).toBe(201);
      const accessKey = created.body.data.accessKey as string;
      expect(typeof accessKey).toBe('string');
      const works = await playground.http.get('/admin/users/me').set('Authorization', `Bearer ${accessKey}`);
      expect(works.status).toBe(200);
      const response = await playground.http
        .get(api('backend-urls'))
        .set('Authorization', `Bearer ${accessKey}`);
      expect(response.status).toBe(403);
      const minted = await playground.http
        .post('/route-discovery/report-access')
        .set('Authorization', `Bearer ${accessKey}`);
      expect(minted.status).toBe(isDevelopment ? 403 : 404);
      const config = await playground.http
        .get('/route-discovery/report-config')
        .set('Authorization', `Bearer ${accessKey}`);
      expect(config.status).toBe(403);
    });
  });

  describe('report access (docs/security.md, access rule 7)', () => {
    it('mints a signed value only for a super admin session, and only while reports are enabled', async () => {
      const minted = await mintReportAccess(playground, superToken);
      if (isDevelopment) {
        expect(minted.status).toBe(200);
        const expiresIn = Date.parse(minted.body.data.expiresAt) - Date.now();
        expect(expiresIn).toBeGreaterThan(290_000);
        expect(expiresIn).toBeLessThanOrEqual(300_000);
      } else {
        expect(minted.status).toBe(404);
      }
      expect((await mintReportAccess(playground, editorToken)).status).toBe(isDevelopment ? 403 : 404);
      expect((await playground.http.post('/route-discovery/report-access')).status).toBe(401);
    });

    describe('with reports enabled', () => {
      let reportToken: string;

      beforeAll(async () => {
        process.env.DISCOVERY_ENABLE_PRODUCTION_REPORTS = 'yes';
        const minted = await mintReportAccess(playground, superToken);
        expect(minted.status).toBe(200);
        reportToken = minted.body.data.token;
      });

      afterAll(() => {
        Reflect.deleteProperty(process.env, 'DISCOVERY_ENABLE_PRODUCTION_REPORTS');
      });

      const withReport = (endpoint: string, accessToken: string | null, value: string) => {
        const request = playground.http.get(api(endpoint)).set('X-Discovery-Report-Access', value);
        return accessToken ? request.set('Authorization', `Bearer ${accessToken}`) : request;
      };

      it.each(ALL_ENDPOINTS)('accepts the value with its own session on %s', async (endpoint) => {
        const response = await withReport(endpoint, superToken, reportToken);
        expect(response.status).toBe(200);
        expect(response.headers['cache-control']).toBe('private, no-store');
      });

      it('refuses a tampered value', async () => {
        const [body, signature] = reportToken.split('.');
        const flipped = `${body}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
        expect((await withReport('backend-urls', superToken, flipped)).status).toBe(403);
      });

      it('refuses an expired value', async () => {
        const { userId, sessionId } = sessionOf(playground.strapi, superToken);
        const key = deriveReportKey(String(playground.strapi.config.get('admin.auth.secret')));
        const stale = mintReportToken(key, { userId, sessionId }, Math.floor(Date.now() / 1000) - 301).token;
        const fresh = mintReportToken(key, { userId, sessionId }, Math.floor(Date.now() / 1000)).token;
        expect((await withReport('backend-urls', superToken, fresh)).status).toBe(200);
        expect((await withReport('backend-urls', superToken, stale)).status).toBe(403);
      });

      it('refuses a value minted for another purpose', async () => {
        const { userId, sessionId } = sessionOf(playground.strapi, superToken);
        const secret = String(playground.strapi.config.get('admin.auth.secret'));
        const payload = { sub: String(userId), sid: sessionId, exp: Math.floor(Date.now() / 1000) + 300 };
        const signed = (signingKey: Buffer, claims: object) => {
          const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
          return `${body}.${createHmac('sha256', signingKey).update(body).digest('base64url')}`;
        };
        const otherPurposeKey = Buffer.from(hkdfSync('sha256', secret, PACKAGE_NAME, 'another-purpose', 32));
        const report = { ...payload, purpose: 'report-api-access' };
        const refused = [
          signed(deriveReportKey(secret), { ...payload, purpose: 'another-purpose' }),
          signed(otherPurposeKey, report),
          signed(Buffer.from(secret), report),
          superToken,
        ];
        for (const value of refused)
          expect((await withReport('backend-urls', superToken, value)).status).toBe(403);
        // The control: the same construction with the report key and purpose passes.
        expect(
          (await withReport('backend-urls', superToken, signed(deriveReportKey(secret), report))).status,
        ).toBe(200);
      });

      it("refuses the value with another user's session, another session of the same user, or no session", async () => {
        const otherUser = await playground.adminToken(SECOND_ADMIN);
        const otherSession = await playground.adminToken(SUPER_ADMIN);
        expect((await withReport('backend-urls', otherUser, reportToken)).status).toBe(403);
        expect((await withReport('backend-urls', otherSession, reportToken)).status).toBe(403);
        expect((await withReport('backend-urls', null, reportToken)).status).toBe(403);
        expect((await withReport('backend-urls', playground.apiKey, reportToken)).status).toBe(403);
      });

      it('refuses the value once reports are disabled again (production only)', async () => {
        process.env.DISCOVERY_ENABLE_PRODUCTION_REPORTS = 'off';
        try {
          const response = await withReport('backend-urls', superToken, reportToken);
          expect(response.status).toBe(isDevelopment ? 200 : 403);
        } finally {
          process.env.DISCOVERY_ENABLE_PRODUCTION_REPORTS = 'yes';
        }
      });
    });
  });
});
