module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: { keys: env.array('APP_KEYS') },
  // Tests point this at a temporary folder (with uploads/ inside) so seeded media stay out of the repo.
  dirs: { public: env('PLAYGROUND_PUBLIC_DIR', './public') },
});
