import type { Core } from '@strapi/strapi';
import type { LinkOrigins } from './classify';
import { uploadOrigins } from './upload-origins';

/**
 * Which origins serve this app's Media Library (docs/decisions/0151-media-urls-outside-this-environment.md,
 * 0198-foreign-media-host-links-are-not-missing-files.md): the one rule by which a content link
 * names one of its files (content links' `media` kind and `foreign-media-host` status, the Files
 * page's missing-file references).
 */

/**
 * This CMS's origins for a request that reached it at `origin` (`publicOrigin`): that origin and
 * `server.url`'s when it is absolute.
 * @returns origins such as `https://cms.example.com` (no trailing slash)
 */
export function cmsOriginsOf(strapi: Core.Strapi, origin: string): Set<string> {
  const configured = String(strapi.config.get('server.url', '') ?? '');
  const origins = new Set<string>();
  for (const candidate of [origin, configured]) {
    try {
      origins.add(new URL(candidate).origin);
    } catch {
      // a relative server.url names no origin
    }
  }
  return origins;
}

/**
 * The origin of the upload provider's configured base URL (`config/plugins` `upload.config
 * .providerOptions.baseUrl`, e.g. `@strapi/provider-upload-aws-s3`'s CDN URL), or null when none is
 * set or it is not an absolute URL (`@strapi/upload` `dist/server/register.js` reads this config).
 */
function configuredProviderOrigin(strapi: Core.Strapi): string | null {
  const config = strapi.config.get('plugin::upload') as
    | { providerOptions?: { baseUrl?: unknown } }
    | undefined;
  const baseUrl = config?.providerOptions?.baseUrl;
  if (typeof baseUrl !== 'string' || !/^https?:\/\//i.test(baseUrl)) return null;
  try {
    return new URL(baseUrl).origin;
  } catch {
    return null;
  }
}

/**
 * The upload providers' origins: the configured base URL's (`configuredProviderOrigin`) and those
 * of files stored with an absolute URL (`uploadOrigins`), leaving out this CMS's (`cmsOrigins`)
 * and the website's (`siteUrl`): a link there is told apart by its path, not its origin.
 */
export async function providerOriginsOf(
  strapi: Core.Strapi,
  origins: Pick<LinkOrigins, 'cmsOrigins' | 'siteUrl'>,
): Promise<Set<string>> {
  const ignore = new Set(origins.cmsOrigins);
  if (origins.siteUrl) ignore.add(new URL(origins.siteUrl).origin);
  const found = await uploadOrigins(strapi, ignore);
  const configured = configuredProviderOrigin(strapi);
  if (configured && !ignore.has(configured)) found.add(configured);
  return found;
}

/** Whether `origin` serves this Media Library: one of this CMS's or of its upload providers'. */
export function isMediaLibraryOrigin(
  origin: string,
  origins: Pick<LinkOrigins, 'cmsOrigins' | 'mediaOrigins'>,
): boolean {
  return origins.cmsOrigins.has(origin) || origins.mediaOrigins.has(origin);
}

/**
 * Every origin serving this Media Library for a request that reached the CMS at `origin`
 * (`cmsOriginsOf` and `providerOriginsOf`, the website configured in `siteUrl` left out).
 */
export async function mediaLibraryOrigins(
  strapi: Core.Strapi,
  origin: string,
  siteUrl: string | null,
): Promise<Set<string>> {
  const cmsOrigins = cmsOriginsOf(strapi, origin);
  const mediaOrigins = await providerOriginsOf(strapi, { cmsOrigins, siteUrl });
  return new Set([...cmsOrigins, ...mediaOrigins]);
}
