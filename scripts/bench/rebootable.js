'use strict';
/**
 * A benchmark database of its own with a playground server on it that can be started again (a new
 * process on the same data: each figure then starts from a clean heap), for links.js and
 * links-index-floor.js.
 */
const { createBenchDatabase } = require('./database');
const { startServer } = require('./child');

/**
 * Creates a database for `client` (database.js) and returns `boot()`, which stops the server
 * running on it, if any, and starts a new one (child.js `startServer`, resolving to it), and
 * `close()`, which stops the server and drops the database.
 * @param {'sqlite'|'postgres'|'mysql'} client
 * @returns {Promise<{boot: () => Promise<Awaited<ReturnType<typeof startServer>>>, close: () => Promise<void>}>}
 */
async function openRebootable(client) {
  const database = await createBenchDatabase(client);
  let server;
  return {
    async boot() {
      await server?.stop();
      server = await startServer(database.env);
      return server;
    },
    async close() {
      await server?.stop();
      await database.drop();
    },
  };
}

module.exports = { openRebootable };
