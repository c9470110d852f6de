import type { FrontendUrlRow } from '@route-discovery/contract';
import { startPlayground } from '../helpers/playground';

describe('plugin config is validated at boot (docs/configuration.md)', () => {
  it.each([
    ['{"pagesPerType":-1}', /route-discovery.*pagesPerType/],
    ['{"siteUrl":"not a url"}', /route-discovery.*siteUrl/],
    [
      '{"apiLifecycle":{"v1":{"deprecatedOn":"2027-08-01","sunsetOn":"2027-01-01"}}}',
      /apiLifecycle\.v1\.sunsetOn/,
    ],
    ['{"apiKy":"typo"}', /route-discovery.*apiKy/],
    ['{"runsKept":0}', /route-discovery.*runsKept/],
    ['{"watch":{"every":"monthly"}}', /route-discovery.*watch\.every/],
    ['{"watch":{"leaseSecond":60}}', /route-discovery.*watch.*leaseSecond/],
  ])('refuses to start with %s, naming the key', async (config, message) => {
    await expect(startPlayground({ env: { ROUTE_DISCOVERY_CONFIG: config } })).rejects.toThrow(message);
  });

  it('starts with a valid config', async () => {
    const playground = await startPlayground({
      env: {
        ROUTE_DISCOVERY_CONFIG: '{"pagesPerType":2,"apiLifecycle":{"v1":{"deprecatedOn":"2027-01-01"}}}',
      },
    });
    try {
      const response = await playground.http
        .get('/api/route-discovery/v1/backend-urls')
        .set('Authorization', `Bearer ${playground.apiKey}`);
      expect(response.status).toBe(200);
    } finally {
      await playground.stop();
    }
  });

  it.each([
    [
      '{"urlPatterns":{"api::nope.nope":"/x/[slug]"}}',
      /urlPatterns\["api::nope\.nope"\]: api::nope\.nope is not a content type/,
    ],
    [
      '{"urlPatterns":{"api::article.article":"/blog/[slugg]"}}',
      /urlPatterns\["api::article\.article"\]: \[slugg\] is not an attribute of api::article\.article/,
    ],
    [
      '{"urlPatterns":{"api::category.category":"/topics/[internalName]"}}',
      /urlPatterns\["api::category\.category"\]: \[internalName\] is a private or password attribute/,
    ],
    [
      '{"urlPatterns":{"plugin::users-permissions.user":"/people/[password]"}}',
      /\[password\] is a private or password attribute of plugin::users-permissions\.user/,
    ],
    [
      '{"urlPatterns":{"api::article.article":"/b/[category.internalName]"}}',
      /\[category\.internalName\]: internalName is a private or password attribute of api::category\.category/,
    ],
    [
      '{"urlPatterns":{"api::article.article":{"default":"/b/[slug]","fr":"/b/[category.nope]"}}}',
      /urlPatterns\["api::article\.article"\]\.fr: \[category\.nope\]: nope is not an attribute of api::category\.category/,
    ],
    [
      '{"urlPatterns":{"plugin::users-permissions.role":"/r/[users.username]"}}',
      /\[users\.username\]: \[users\] of plugin::users-permissions\.role is a to-many relation/,
    ],
    [
      '{"urlPatterns":{"api::category.category":"/[locale]/t/[slug]"}}',
      /urlPatterns\["api::category\.category"\]: \[locale\] but api::category\.category is not localized/,
    ],
  ])('refuses to start with the url pattern %s, naming the type and placeholder', async (config, message) => {
    await expect(startPlayground({ env: { ROUTE_DISCOVERY_CONFIG: config } })).rejects.toThrow(message);
  });

  it('accepts a relation placeholder: that type gets site_url "", the others keep theirs', async () => {
    const playground = await startPlayground({
      env: {
        ROUTE_DISCOVERY_CONFIG: JSON.stringify({
          siteUrl: 'https://www.example.com',
          urlPatterns: {
            'api::article.article': '/blog/[category]/[slug]',
            'api::category.category': '/topics/[slug]',
          },
        }),
      },
    });
    try {
      const response = await playground.http
        .get('/api/route-discovery/v1/frontend-urls')
        .query({ filter: 'pages' })
        .set('Authorization', `Bearer ${playground.apiKey}`);
      expect(response.status).toBe(200);
      const rows = response.body.urls as FrontendUrlRow[];
      const ofType = (uid: string) => rows.filter((row) => row.page_type === uid);
      expect(ofType('api::article.article').length).toBeGreaterThan(0);
      expect(ofType('api::article.article').every((row) => row.site_url === '')).toBe(true);
      expect(ofType('api::category.category').length).toBeGreaterThan(0);
      for (const row of ofType('api::category.category')) {
        expect(row.site_url).toMatch(/^https:\/\/www\.example\.com\/topics\/[a-z-]+$/);
      }
    } finally {
      await playground.stop();
    }
  });
});
