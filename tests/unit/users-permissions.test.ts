import type { Core } from '@strapi/strapi';
import { adminSessionManager } from '../../server/src/access/session-manager';
import { actionHandler, handlerAction } from '../../server/src/permissions/handler-action';
import { roleMayCall, routeScopes, type RouteAuth } from '../../server/src/permissions/route-permission';

const PUBLIC = { type: 'public', actions: new Set(['api::a.a.find', 'api::a.a.custom']) };
const AUTHENTICATED = { type: 'authenticated', actions: new Set<string>() };
const route = (qualifiedHandler: string, auth?: unknown): RouteAuth => ({ qualifiedHandler, auth });

describe('handlerAction / actionHandler', () => {
  it('splits a qualified handler at its last period and builds it back', () => {
    expect(handlerAction('api::article.article.findOne')).toEqual({
      uid: 'api::article.article',
      action: 'findOne',
    });
    expect(handlerAction('plugin::upload.content-api.upload')).toEqual({
      uid: 'plugin::upload.content-api',
      action: 'upload',
    });
    expect(actionHandler('api::article.article', 'find')).toBe('api::article.article.find');
  });
  it('gives null for function handlers and handlers without a UID or an action', () => {
    for (const handler of ['', 'find', '.find', 'api::a.a.']) expect(handlerAction(handler)).toBeNull();
  });
});

describe('roleMayCall (users-permissions verify)', () => {
  it('lets every role through a route with auth: false', () => {
    expect(roleMayCall(AUTHENTICATED, route('api::a.a.delete', false))).toBe(true);
    expect(roleMayCall(PUBLIC, route('', false))).toBe(true);
  });
  it('asks for every scope of the route, the handler when none is declared', () => {
    expect(roleMayCall(PUBLIC, route('api::a.a.find'))).toBe(true);
    expect(roleMayCall(PUBLIC, route('api::a.a.find', { scope: ['api::a.a.find', 'api::a.a.custom'] }))).toBe(
      true,
    );
    expect(roleMayCall(PUBLIC, route('api::a.a.find', { scope: ['api::a.a.find', 'api::a.a.create'] }))).toBe(
      false,
    );
    expect(routeScopes(route('api::a.a.find', { scope: [] }))).toEqual(['api::a.a.find']);
  });
  it('opens a route without scopes to authenticated roles and closes it to Public', () => {
    expect(roleMayCall(AUTHENTICATED, route(''))).toBe(true);
    expect(roleMayCall(PUBLIC, route(''))).toBe(false);
  });
});

describe('adminSessionManager', () => {
  const withManager = (validate: (token: string) => unknown) =>
    ({
      sessionManager: () => ({ validateAccessToken: validate, isSessionActive: async () => true }),
    }) as unknown as Core.Strapi;

  it('is null on a Strapi without a session manager', () => {
    expect(adminSessionManager({} as Core.Strapi)).toBeNull();
  });
  it('reads the user and session of a valid token', () => {
    const manager = adminSessionManager(
      withManager(() => ({ isValid: true, payload: { userId: '7', sessionId: 's-1' } })),
    );
    expect(manager?.validateAccessToken('t')).toEqual({ isValid: true, userId: '7', sessionId: 's-1' });
  });
  it('turns a throwing verifier and a payload without user or session into an invalid token', () => {
    const throwing = adminSessionManager(
      withManager(() => {
        throw new Error('jwt malformed');
      }),
    );
    expect(throwing?.validateAccessToken('t')).toEqual({ isValid: false });
    const noUser = adminSessionManager(withManager(() => ({ isValid: true, payload: { sessionId: 's-1' } })));
    expect(noUser?.validateAccessToken('t')).toEqual({ isValid: false });
    const invalid = adminSessionManager(withManager(() => ({ isValid: false, payload: null })));
    expect(invalid?.validateAccessToken('t')).toEqual({ isValid: false });
  });
});
