import { FALLBACK_PUBLIC_BY_DESIGN, publicByDesignRoutes } from '../../packages/cli/src/public-by-design';
import type { ExposureResponse } from '../../packages/cli/src/types';

const exposure = (coreRoutes?: ExposureResponse['core_routes']): ExposureResponse => ({
  routes: [],
  content_types: [],
  findings: [],
  ...(coreRoutes ? { core_routes: coreRoutes } : {}),
});

describe('publicByDesignRoutes (the CLI reads the server classification)', () => {
  it("takes the admin API's public-by-design core routes, and nothing else", () => {
    const rows = publicByDesignRoutes(
      exposure([
        {
          method: 'GET',
          route: '/admin/init',
          handler: 'admin::admin.init',
          api: 'admin',
          access: 'public-by-design',
          note: '',
        },
        {
          method: 'GET',
          route: '/admin/custom',
          handler: 'plugin::x.y',
          api: 'admin',
          access: 'public',
          note: '',
        },
        {
          method: 'GET',
          route: '/_health',
          handler: '',
          api: 'server',
          access: 'public-by-design',
          note: '',
        },
      ]),
    );
    expect(rows).toEqual(['/admin/init']);
  });

  it('falls back to the built-in list for a server without core_routes, or without exposure', () => {
    expect(publicByDesignRoutes(exposure())).toEqual(FALLBACK_PUBLIC_BY_DESIGN);
    expect(publicByDesignRoutes(null)).toEqual(FALLBACK_PUBLIC_BY_DESIGN);
  });
});
