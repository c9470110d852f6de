import type { Core } from '@strapi/strapi';
import { getService } from './services/get-service';

/** Stops this instance's monitor timer when Strapi stops (a run in progress is taken over later). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  getService(strapi, 'watch').watcher.stop();
};
