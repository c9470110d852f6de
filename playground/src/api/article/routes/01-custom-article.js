const { z } = require('../../../../lib/zod');

/**
 * Custom routes that exercise route discovery: a GET with a path parameter, a POST-only route,
 * a GET whose request schema requires a free-text query parameter (not inferable), and a GET whose
 * required query parameter is an enum (inferable). The file name sorts before `article.js`, so
 * these paths are registered before the core `/articles/:id`.
 */
module.exports = {
  routes: [
    {
      method: 'GET',
      path: '/articles/by-slug/:slug',
      handler: 'api::article.article.findBySlug',
    },
    {
      method: 'POST',
      path: '/articles/:id/like',
      handler: 'api::article.article.like',
    },
    {
      method: 'GET',
      path: '/articles/search',
      handler: 'api::article.article.search',
      request: {
        query: {
          q: z.string().min(1),
          sort: z.enum(['asc', 'desc']).optional(),
        },
      },
    },
    {
      method: 'GET',
      path: '/articles/feed',
      handler: 'api::article.article.feed',
      request: {
        query: {
          format: z.enum(['json', 'summary']),
        },
      },
    },
  ],
};
