import { buildInventory, compareInventories } from '../../packages/cli/src/baseline';
import type { Discovery, FrontendRow } from '../../packages/cli/src/types';
import { articleExposure } from '../helpers/article-exposure';

const resolver = (url: string, name: string, method = 'GET', skip = ''): FrontendRow => ({
  url,
  name,
  method,
  source: 'resolver',
  page_type: '',
  page_title: '',
  resolved_url: '',
  query_params: {},
  is_testable: skip === '',
  skip_reason: skip,
});

const exposure = (publicActions: string[], access: 'public' | 'authenticated') =>
  articleExposure(
    { method: 'POST', route: '/api/articles', handler: 'api::article.article.create' },
    access,
    publicActions,
  );

describe('smoke baseline inventory and drift', () => {
  it('reads anonymous access from frontend-urls when the server has no exposure endpoint', () => {
    const discovery: Discovery = {
      frontend: [
        resolver('/api/articles', 'api::article.article.find'),
        resolver('/api/articles', 'api::article.article.create', 'POST', 'Requires POST request'),
        resolver('/api/notes', 'api::note.note.find', 'GET', 'Requires authentication'),
      ],
      backend: [],
      exposure: null,
    };
    const inventory = buildInventory(discovery);
    expect(inventory.source).toBe('frontend-urls');
    expect(inventory.routes.map((r) => [r.method, r.path, r.anonymous])).toEqual([
      ['GET', '/api/articles', true],
      ['GET', '/api/notes', false],
      ['POST', '/api/articles', false],
    ]);
    expect(inventory.content_types).toEqual([{ uid: 'api::article.article', public_actions: ['find'] }]);
  });

  it('flags a new public write action and a route that became public (exposure endpoint), listed first', () => {
    const before = buildInventory({
      frontend: [],
      backend: [],
      exposure: exposure(['find'], 'authenticated'),
    });
    const after = buildInventory({
      frontend: [],
      backend: [],
      exposure: exposure(['find', 'create'], 'public'),
    });
    expect(after.source).toBe('exposure');
    const drift = compareInventories(before, after);
    expect(drift.map((d) => [d.kind, d.subject])).toEqual([
      ['regression', 'POST /api/articles'],
      ['regression', 'api::article.article.create'],
    ]);
  });

  it('lists removed routes after regressions and new routes last', () => {
    const before = buildInventory({
      frontend: [resolver('/api/old', 'api::old.old.find', 'GET', 'Requires authentication')],
      backend: [],
      exposure: null,
    });
    const after = buildInventory({
      frontend: [resolver('/api/new', 'api::new.new.find', 'GET', 'Requires authentication')],
      backend: [],
      exposure: null,
    });
    expect(compareInventories(before, after).map((d) => d.kind)).toEqual(['removed', 'added']);
  });
});
