'use strict';
/**
 * `require('better-sqlite3')` for the playground (knex's better-sqlite3 dialect and so Strapi's
 * `sqlite` client load it by that name): exports better-sqlite3 13 on Node 22 and later, 12 on
 * Node 20. Both are optional dependencies, so npm installs each only where its `engines` allow it
 * (12.x: up to Node 25; 13.x: Node 22 and later). Why two: 12.x aborts the process on Node 24.19+
 * and does not support Node 26; 13.x crashes on Node 20 (docs/compatibility.md#node).
 *
 * @throws Error naming the Node version and the fix (run `npm ci` under this Node) when the build
 *   for this Node major was not installed, e.g. after switching Node without reinstalling.
 */
const major = Number(process.versions.node.split('.')[0]);
// better-sqlite3 13.x declares engines.node ">=22" (its package.json).
const driver = major >= 22 ? 'better-sqlite3-13' : 'better-sqlite3-12';

try {
  require.resolve(driver);
} catch {
  throw new Error(
    `${driver} (the SQLite driver for Node ${process.versions.node}) is not installed: ` +
      'node_modules was installed under another Node major; run `npm ci` under this Node.',
  );
}
module.exports = require(driver);
