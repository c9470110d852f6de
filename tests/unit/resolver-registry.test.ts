import type { Core } from '@strapi/strapi';
import { createResolverContext, ResolverRegistry } from '../../server/src/discovery/resolvers/registry';
import type { RegisteredRoute } from '../../server/src/discovery/types';

const route = (path: string): RegisteredRoute => ({
  kind: 'admin',
  method: 'GET',
  path,
  handler: 'x.find',
  qualifiedHandler: 'admin::x.find',
  namespace: 'admin',
  origin: { kind: 'admin', name: 'admin' },
  auth: undefined,
  request: undefined,
});

const context = createResolverContext({} as Core.Strapi);

describe('ResolverRegistry', () => {
  it('expands an expanding parameter and fills later ones per variant', async () => {
    const registry = new ResolverRegistry();
    registry.registerBuiltIn({
      name: 'model',
      resolve: ({ param }) =>
        param === 'model'
          ? {
              values: [
                { value: 'api::a.a', pageType: 'api::a.a' },
                { value: 'api::b.b', pageType: 'api::b.b' },
              ],
              expand: true,
            }
          : null,
    });
    registry.registerBuiltIn({
      name: 'id',
      resolve: ({ param, pageType }) =>
        param === 'id' ? { values: pageType === 'api::a.a' ? [{ value: 'doc-a' }] : [] } : null,
    });
    expect(await registry.resolveRoute(route('/cm/:model/:id'), context)).toEqual([
      { resolvedPath: '/cm/api::a.a/doc-a', pageType: 'api::a.a' },
      { resolvedPath: '', pageType: 'api::b.b' },
    ]);
  });

  it('asks custom resolvers before built-in ones and lets them be removed', async () => {
    const registry = new ResolverRegistry();
    registry.registerBuiltIn({ name: 'builtin', resolve: () => ({ values: [{ value: '1' }] }) });
    registry.register({ name: 'custom', resolve: () => ({ values: [{ value: '42' }] }) });
    expect(registry.names()).toEqual(['custom', 'builtin']);
    expect((await registry.resolveRoute(route('/x/:id'), context))[0].resolvedPath).toBe('/x/42');
    registry.unregister('custom');
    expect((await registry.resolveRoute(route('/x/:id'), context))[0].resolvedPath).toBe('/x/1');
  });

  it('leaves a route unresolved when no resolver answers, and refuses a malformed resolver', async () => {
    const registry = new ResolverRegistry();
    expect(await registry.resolveRoute(route('/x/:id'), context)).toEqual([
      { resolvedPath: '', pageType: null },
    ]);
    expect(await registry.resolveRoute(route('/x/:id?'), context)).toEqual([
      { resolvedPath: '/x', pageType: null },
    ]);
    expect(() => registry.register({ name: 'bad' } as never)).toThrow('needs a name and a resolve');
  });

  it('runs each memoised query once per discovery', async () => {
    const memo = createResolverContext({} as Core.Strapi);
    let calls = 0;
    const compute = async () => ++calls;
    expect(await Promise.all([memo.memo('k', compute), memo.memo('k', compute)])).toEqual([1, 1]);
    expect(calls).toBe(1);
  });
});
