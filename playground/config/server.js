module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: { keys: env.array('APP_KEYS') },
  // Tests point this at a temporary folder (with uploads/ inside) so seeded media stay out of the repo.
  dirs: { public: env('PLAYGROUND_PUBLIC_DIR', './public') },
  // Off unless a test turns them on: Strapi's MCP server (5.5x; older minors ignore the key) and
  // the OpenAPI HTTP endpoints (`access`: `disabled`, `public` for the content API, `authenticated` for admin).
  mcp: { enabled: env.bool('PLAYGROUND_MCP_ENABLED', false) },
  openapi: {
    'content-api': { access: env('PLAYGROUND_OPENAPI_CONTENT_API', 'disabled') },
    admin: { access: env('PLAYGROUND_OPENAPI_ADMIN', 'disabled') },
  },
});
