import type { Core } from '@strapi/strapi';
import { getService } from './services/get-service';

/**
 * Stops this instance's monitor when Strapi stops, before Strapi closes the database: a tick in
 * progress ends after its current batch and releases its lease (another instance, or the next
 * start, finishes the run from its checkpoint).
 */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  await getService(strapi, 'watch').watcher.stop();
};
