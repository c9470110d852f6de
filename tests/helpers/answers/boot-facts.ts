import type { Core } from '@strapi/strapi';
import type { BootFacts } from './mask';

/** Strapi's upload service names a file `<slug>_<randomBytes(5) as hex>` (`generateFileName`). */
const HASH_SUFFIX = /_([0-9a-f]{10})$/;

/**
 * Reads what this boot generated from the booted app itself, so masking replaces exactly those
 * values and nothing that merely looks like one: every `documentId` of every table that has the
 * column (content types and Strapi's own, e.g. admin users, upload files), the documentId of the
 * article the playground's seed created and deleted (`playground/src/seed/links.js` keeps it in
 * the core store), and the random suffix of each upload file's hash, the deleted brochure's
 * included (`link-files.js` keeps its URL).
 * @param timeWindow ms since epoch: generated timestamps lie between the test's start and end
 */
export async function bootFacts(
  strapi: Core.Strapi,
  context: { apiKey: string; port: number; timeWindow: BootFacts['timeWindow'] },
): Promise<BootFacts> {
  const documentIds = new Set<string>();
  for (const [uid, meta] of strapi.db.metadata) {
    if (!('documentId' in meta.attributes)) continue;
    const rows = (await strapi.db.query(uid as never).findMany({ select: ['documentId'] })) as Array<{
      documentId?: unknown;
    }>;
    for (const row of rows) if (typeof row.documentId === 'string') documentIds.add(row.documentId);
  }
  const seedStore = strapi.store({ type: 'plugin', name: 'playground' });
  const deleted = await seedStore.get({ key: 'links-deleted-article' });
  if (typeof deleted === 'string') documentIds.add(deleted);

  const files = (await strapi.db.query('plugin::upload.file').findMany({ select: ['hash'] })) as Array<{
    hash?: unknown;
  }>;
  // The seed uploads a brochure and deletes its row, keeping its URL (`link-files.js`).
  const removedUrl = await seedStore.get({ key: 'links-removed-url' });
  const hashes = [
    ...files.map((file) => file.hash),
    typeof removedUrl === 'string' ? removedUrl.replace(/^.*\//, '').replace(/\.[^.]*$/, '') : undefined,
  ];
  const fileHashSuffixes = new Set<string>();
  for (const hash of hashes) {
    const suffix = typeof hash === 'string' ? HASH_SUFFIX.exec(hash)?.[1] : undefined;
    if (suffix) fileHashSuffixes.add(suffix);
  }
  return {
    ...context,
    documentIds,
    fileHashSuffixes,
    nodeVersion: process.versions.node,
  };
}
