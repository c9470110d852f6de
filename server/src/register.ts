import type { Core } from '@strapi/strapi';
import { createRunBodyLimit } from './runs/body-limit';

/**
 * Plugin `register`: adds the run body-size guard to Koa's stack now, ahead of the global
 * middlewares Strapi adds later in its boot (`strapi::body` among them), so an oversized run is
 * refused before its body is read (server/src/runs/body-limit.ts).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  strapi.server.use(createRunBodyLimit(strapi));
};
