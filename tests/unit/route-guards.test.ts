import { routeGuards } from '../../server/src/permissions/route-guards';
import { dataTransferOff, disabledBy } from '../../server/src/discovery/disabled-features';
import type { Core } from '@strapi/strapi';

const route = (namespace: string, policies: string[], middlewares: string[] = []) => ({
  namespace,
  policies,
  middlewares,
});

describe('routeGuards (docs/decisions/0110)', () => {
  it("leaves out Strapi's authentication, permission checks and rate limits", () => {
    expect(
      routeGuards(
        route('admin', ['admin::isAuthenticatedAdmin', 'admin::hasPermissions'], ['admin::rateLimit']),
      ),
    ).toEqual([]);
    expect(
      routeGuards(route('plugin::users-permissions', [], ['plugin::users-permissions.rateLimit'])),
    ).toEqual([]);
    expect(
      routeGuards(route('plugin::content-manager', ['plugin::content-manager.hasPermissions'], ['routing'])),
    ).toEqual([]);
  });

  it('names every other policy and middleware, policies first, each once', () => {
    expect(
      routeGuards(
        route(
          'api::page',
          ['api::page.is-editor', 'admin::isAuthenticatedAdmin'],
          ['api::page.require-login', 'api::page.is-editor'],
        ),
      ),
    ).toEqual(['api::page.is-editor', 'api::page.require-login']);
  });

  it('counts a function named routing outside the Content Manager', () => {
    expect(routeGuards(route('plugin::other', [], ['routing']))).toEqual(['routing']);
  });

  it('counts an admin route policy of a plugin beyond the ordinary ones', () => {
    expect(
      routeGuards(route('plugin::seo', ['admin::isAuthenticatedAdmin', 'plugin::seo.isEnabled'])),
    ).toEqual(['plugin::seo.isEnabled']);
  });
});

describe('dataTransferOff and disabledBy', () => {
  const strapiWith = (config: Record<string, unknown>) =>
    ({
      config: { get: (key: string, fallback?: unknown) => (key in config ? config[key] : fallback) },
    }) as unknown as Core.Strapi;
  const transfer = { middlewares: ['admin::data-transfer'] };

  it('names the missing salt, or the remote switch when it is off', () => {
    expect(dataTransferOff(strapiWith({}))).toBe('admin.transfer.token.salt is not set');
    expect(dataTransferOff(strapiWith({ 'admin.transfer.token.salt': '' }))).toBe(
      'admin.transfer.token.salt is not set',
    );
    expect(
      dataTransferOff(
        strapiWith({ 'admin.transfer.token.salt': 'x', 'server.transfer.remote.enabled': false }),
      ),
    ).toBe('server.transfer.remote.enabled is false');
    expect(dataTransferOff(strapiWith({ 'admin.transfer.token.salt': 'x' }))).toBeNull();
  });

  it('applies only to routes behind the data-transfer middleware', () => {
    expect(disabledBy(transfer, 'admin.transfer.token.salt is not set')).toBe(
      'admin.transfer.token.salt is not set',
    );
    expect(disabledBy({ middlewares: [] }, 'admin.transfer.token.salt is not set')).toBeNull();
    expect(disabledBy(transfer, null)).toBeNull();
  });
});
