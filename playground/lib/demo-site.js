'use strict';
/**
 * The demo's website (scripts/demo.js, issue 46's demo): a site URL and URL patterns for articles
 * and categories, so published pages have website URLs and their moves are recorded. The demo
 * passes it as ROUTE_DISCOVERY_CONFIG when that is unset, with PLAYGROUND_DEMO_MOVES=1 so the seed
 * moves an article and renames a category (src/seed/moves.js).
 */
const DEMO_SITE_CONFIG = {
  siteUrl: 'http://localhost:3000',
  urlPatterns: {
    'api::article.article': '/blog/[category.slug]/[slug]',
    'api::category.category': '/topics/[slug]',
  },
};

module.exports = { DEMO_SITE_CONFIG };
