import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as StrapiUtils from '@strapi/utils';

const loaded = new Map<string, typeof StrapiUtils>();

/**
 * The running app's own `@strapi/utils`: the copy its `@strapi/core` loads, resolved from the app
 * root through `@strapi/strapi` and `@strapi/core` as Node would. The plugin declares no dependency
 * on `@strapi/utils`: a peer range made npm install the newest release at the app's top level beside
 * the copies an older Strapi minor nests, and two copies break Strapi's `instanceof` error checks
 * (an anonymous refusal then answered 500 on Strapi 5.24.1; docs/decisions/0012-private-attributes-never-read.md).
 * @param appRoot `strapi.dirs.app.root`
 * @throws Error when the app has no resolvable `@strapi/strapi` (not a Strapi app)
 */
export function strapiUtils(appRoot: string): typeof StrapiUtils {
  let utils = loaded.get(appRoot);
  if (!utils) {
    const fromApp = createRequire(join(appRoot, 'package.json'));
    const fromStrapi = createRequire(fromApp.resolve('@strapi/strapi/package.json'));
    const fromCore = createRequire(fromStrapi.resolve('@strapi/core/package.json'));
    utils = fromCore('@strapi/utils') as typeof StrapiUtils;
    loaded.set(appRoot, utils);
  }
  return utils;
}
