import type { Core } from '@strapi/strapi';
import { readPathShape } from '../../server/src/model/path-shape';
import { ResolverRegistry } from '../../server/src/discovery/resolvers/registry';
import { createRunContext } from '../../server/src/model/run-context';
import type { RegisteredRoute } from '../../server/src/model/route-types';

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
  shape: readPathShape(path),
  policies: [],
  middlewares: [],
});

const context = createRunContext({} as Core.Strapi);

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
    const memo = createRunContext({} as Core.Strapi);
    let calls = 0;
    const compute = async () => ++calls;
    expect(await Promise.all([memo.memo('k', compute), memo.memo('k', compute)])).toEqual([1, 1]);
    expect(calls).toBe(1);
  });
});

describe('ResolverRegistry with a failing resolver', () => {
  it('leaves only that parameter unresolved, asks no later resolver and warns once per run', async () => {
    const warnings: string[] = [];
    const strapi = { log: { warn: (line: string) => warnings.push(line) } } as unknown as Core.Strapi;
    const run = createRunContext(strapi);
    const registry = new ResolverRegistry();
    let laterAsked = 0;
    registry.registerBuiltIn({
      name: 'broken',
      resolve: ({ param }) => {
        if (param === 'id')
          throw new Error('no such column: t0.kind\n    at Database.prepare (/app/x.js:1:1)');
        return null;
      },
    });
    registry.registerBuiltIn({
      name: 'later',
      resolve: ({ param }) => {
        laterAsked += 1;
        return { values: [{ value: `v-${param}` }] };
      },
    });
    expect(await registry.resolveRoute(route('/x/:id'), run)).toEqual([{ resolvedPath: '', pageType: null }]);
    expect(await registry.resolveRoute(route('/y/:id'), run)).toEqual([{ resolvedPath: '', pageType: null }]);
    expect(await registry.resolveRoute(route('/z/:slug'), run)).toEqual([
      { resolvedPath: '/z/v-slug', pageType: null },
    ]);
    expect(laterAsked).toBe(1);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('"broken" failed on GET /x/:id');
    expect(warnings[0]).toContain('no such column: t0.kind');
    expect(warnings[0]).not.toContain('/app/x.js');
  });
});
