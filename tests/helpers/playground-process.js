/**
 * Boots the playground in this process with the environment it was given (database, secrets,
 * `DISCOVERY_API_KEY`, ...), listens on 127.0.0.1 on a free port, and prints one JSON line
 * `{"playgroundPort": <port>}` on stdout once it answers. SIGTERM or SIGINT destroys Strapi and
 * exits 0. A second Strapi cannot share a process with the first (Strapi sets a global `strapi`),
 * so tests that need two instances start this script with `node` (see `child-playground.ts`).
 * A boot failure prints its message on stderr and exits 1.
 */
const { createRequire } = require('node:module');
const { join, resolve } = require('node:path');

// The app under test: the playground, or the throw-away copy scripts/compat.sh names, with its
// own Strapi (as tests/helpers/app.ts resolves it).
const PLAYGROUND_DIR = process.env.PLAYGROUND_DIR
  ? resolve(process.env.PLAYGROUND_DIR)
  : resolve(__dirname, '../../playground');
const { createStrapi } = createRequire(join(PLAYGROUND_DIR, 'package.json'))('@strapi/strapi');

async function main() {
  const instance = createStrapi({ appDir: PLAYGROUND_DIR, distDir: PLAYGROUND_DIR });
  instance.log.level = process.env.TEST_LOG_LEVEL || 'warn';
  const strapi = await instance.load();
  // As the in-process playground (tests/helpers/playground.ts): behind a proxy, so the client
  // address is the first X-Forwarded-For entry on both instances of a multi-instance test.
  strapi.server.app.proxy = true;
  strapi.server.mount();
  await new Promise((ready) => strapi.server.httpServer.listen(0, '127.0.0.1', ready));
  const stop = () => {
    strapi.destroy().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  process.stdout.write(`${JSON.stringify({ playgroundPort: strapi.server.httpServer.address().port })}\n`);
}

main().catch((error) => {
  process.stderr.write(`playground-process: boot failed: ${error && error.message}\n`);
  process.exit(1);
});
