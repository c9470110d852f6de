import type { Core } from '@strapi/strapi';
import { LOG_PREFIX } from '../identity';
import { registerDocumentMiddleware } from './document-middleware';
import { subscribeFileDeletions } from './file-lifecycle';
import { indexOnBoot } from './rebuild';
import { ensureLockRow } from './tables';
import { fillUploadPaths } from './upload-path-column';

/**
 * Starts the reference index at bootstrap, once the plugin's migrations made its tables
 * (server/src/migrations, run first by bootstrap): registers the document service
 * middleware and the file-deletion subscriber (before the app's own bootstrap writes content),
 * then, without holding up the boot, fills the upload paths of rows written before that column
 * (`fillUploadPaths`) and resumes or starts a build (`indexOnBoot`).
 */
export async function startReferenceIndex(strapi: Core.Strapi): Promise<void> {
  await ensureLockRow(strapi);
  registerDocumentMiddleware(strapi);
  subscribeFileDeletions(strapi);
  void fillUploadPaths(strapi);
  indexOnBoot(strapi).catch(() =>
    strapi.log.warn(
      `${LOG_PREFIX} the reference index could not start building; POST v1/references/rebuild starts it`,
    ),
  );
}
