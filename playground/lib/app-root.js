const { existsSync } = require('node:fs');
const { dirname, join } = require('node:path');

/**
 * The playground's own folder (the one holding its package.json), found upwards from `from`:
 * the same folder whether the config runs from the sources (`config/`) or from Strapi's compiled
 * copy (`dist/config/`, written by `strapi build` and `strapi develop` from tsconfig.json).
 * @param {string} from an absolute folder inside the playground
 * @returns {string} absolute path of the playground folder
 * @throws {Error} when no package.json is found up to the file system root
 */
function appRoot(from) {
  let dir = from;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

module.exports = { appRoot };
