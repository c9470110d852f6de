import type { Core } from '@strapi/strapi';
import { stopExposureBuild } from './exposure';
import { stopFingerprintWorker } from './model/fingerprint-thread';
import { stopOpenApiBuild } from './openapi';
import { getService } from './services/get-service';

/**
 * The plugin's `destroy` lifecycle: stops work still under way in the background before Strapi
 * closes the database. The summary's fingerprint worker (SQLite) ends; a build of the OpenAPI document or the exposure audit stops; a monitor tick in progress ends after
 * its current batch and releases its lease (another instance, or the next start, finishes the run
 * from its checkpoint).
 */
export default async ({ strapi }: { strapi: Core.Strapi }): Promise<void> => {
  stopOpenApiBuild(strapi);
  stopExposureBuild(strapi);
  await stopFingerprintWorker(strapi);
  await getService(strapi, 'watch').watcher.stop();
};
