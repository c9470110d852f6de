import type { Core } from '@strapi/strapi';

/** Most provider origins read: an app uses one upload provider, sometimes a CDN in front of it. */
export const MAX_UPLOAD_ORIGINS = 20;

const ABSOLUTE = { $or: [{ url: { $startsWith: 'http://' } }, { url: { $startsWith: 'https://' } }] };

/**
 * The origins of upload files stored with an absolute `url`: the files of an upload provider other
 * than the local one (`@strapi/provider-upload-aws-s3` and `-cloudinary` store the provider's URL,
 * `@strapi/upload` `server/src/services/upload.ts` keeps what the provider sets). Read as a loose
 * index scan: one query for a file whose URL is on none of the origins found so far, until none is
 * left or `MAX_UPLOAD_ORIGINS` are found, so the cost is a query per origin, whatever the number
 * of files. Origins in `ignore` (the CMS's own and the website's) are skipped: a link there is
 * told apart by its path, not its origin.
 * @returns origins such as `https://bucket.s3.eu-west-1.amazonaws.com`
 */
export async function uploadOrigins(strapi: Core.Strapi, ignore: ReadonlySet<string>): Promise<Set<string>> {
  const found = new Set<string>();
  const seen: string[] = [];
  const files = strapi.db.query('plugin::upload.file' as never);
  // A row whose URL does not parse is skipped by excluding exactly its URL next time.
  const skipped: string[] = [];
  while (found.size < MAX_UPLOAD_ORIGINS && seen.length + skipped.length < MAX_UPLOAD_ORIGINS * 2) {
    const row = (await files.findOne({
      select: ['url'],
      where: {
        $and: [
          ABSOLUTE,
          ...seen.map((origin) => ({ $not: { url: { $startsWith: `${origin}/` } } })),
          ...(skipped.length ? [{ url: { $notIn: skipped } }] : []),
        ],
      },
    })) as { url?: unknown } | null;
    if (!row || typeof row.url !== 'string') break;
    let origin: string;
    try {
      origin = new URL(row.url).origin;
    } catch {
      skipped.push(row.url);
      continue;
    }
    if (seen.includes(origin)) {
      // Same origin written with other letter case or a default port: the prefix did not exclude it.
      skipped.push(row.url);
      continue;
    }
    seen.push(origin);
    if (!ignore.has(origin)) found.add(origin);
  }
  return found;
}
