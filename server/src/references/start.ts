import type { Core } from '@strapi/strapi';
import { LOG_PREFIX } from '../identity';
import { registerDocumentMiddleware } from './document-middleware';
import { subscribeFileDeletions } from './file-lifecycle';
import { indexOnBoot } from './rebuild';
import { ensureIndexTables } from './tables';

/**
 * Starts the reference index at bootstrap: creates its tables, registers the document service
 * middleware and the file-deletion subscriber (before the app's own bootstrap writes content),
 * then, without holding up the boot, resumes or starts a build (`indexOnBoot`).
 */
export async function startReferenceIndex(strapi: Core.Strapi): Promise<void> {
  await ensureIndexTables(strapi);
  registerDocumentMiddleware(strapi);
  subscribeFileDeletions(strapi);
  indexOnBoot(strapi).catch(() =>
    strapi.log.warn(
      `${LOG_PREFIX} the reference index could not start building; POST v1/references/rebuild starts it`,
    ),
  );
}
