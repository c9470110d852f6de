import { signedUrlSecrets, type MediaStatus } from '@route-discovery/contract';
import type { LinkOrigins } from './classify';
import { isMediaLibraryOrigin } from './media-library';
import type { LinkStatus } from './types';

/**
 * A media status a link may get (docs/decisions/0151-media-urls-outside-this-environment.md), and
 * whether it holds only when the upload table has the link's path (`needsFile`: an `/uploads/`
 * path under another host is this CMS's file only if the CMS has that file).
 */
export interface MediaIssue {
  status: MediaStatus;
  needsFile: boolean;
}

/**
 * Whether an http(s) URL carries a signature that expires: the contract's one rule
 * (`signedUrlSecrets`, `SIGNED_URL_SCHEMES`, names in any case), which also says what a row masks
 * (decision 0157), so detection and masking cannot disagree. strapi/strapi#25756: such URLs get
 * frozen into rich text and blocks.
 */
export function isSignedUrl(url: URL): boolean {
  if (!url.search) return false;
  return signedUrlSecrets(url.searchParams.keys()) !== null;
}

/** Whether a host name is this machine's (`localhost`, `*.localhost`, 127.0.0.0/8, `[::1]`): no other machine reaches it. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(host) ||
    host === '[::1]'
  );
}

/**
 * The media issue of an absolute http(s) URL (null for none): signed with an expiry, or an upload
 * path of the local provider (`uploadsPrefix`) under an origin that is neither this CMS's nor an
 * upload provider's: a file of this CMS stored with another host's URL (localhost, a former domain
 * after `strapi transfer`: strapi/strapi#24415, #21027, #18169). Such a path on a loopback host is
 * broken anywhere else whatever the CMS holds; on another host it is this CMS's file only when the
 * upload table has the path (`needsFile`).
 */
export function urlMediaIssue(url: URL, origins: LinkOrigins): MediaIssue | null {
  if (isSignedUrl(url)) return { status: 'signed-media-url', needsFile: false };
  if (isMediaLibraryOrigin(url.origin, origins)) return null;
  if (!url.pathname.startsWith(origins.uploadsPrefix)) return null;
  return { status: 'foreign-media-host', needsFile: !isLoopbackHost(url.hostname) };
}

/**
 * A link's status once its media issue is known: a link the database calls broken stays so
 * (`deleted` says more than a foreign host); an issue that `needsFile` holds only when the upload
 * table has the file (`ok`), else the link is an outside one (null); any other issue replaces
 * `ok` or null. One rule for every link row (`decidePageLinks`).
 */
export function withMediaIssue(issue: MediaIssue | null, offline: LinkStatus | null): LinkStatus | null {
  if (!issue) return offline;
  if (issue.needsFile) return offline === 'ok' ? issue.status : null;
  if (offline !== null && offline !== 'ok') return offline;
  return issue.status;
}

/**
 * Whether a blocks image mixes an absolute `url` with a relative format URL (strapi/strapi#21041:
 * the format URLs then resolve against the website's origin, not the file's). `formats` is the
 * image's `formats` object as the Blocks editor stores it.
 */
export function mixesFormatUrls(url: string, formats: unknown): boolean {
  if (!/^https?:\/\//i.test(url) || typeof formats !== 'object' || formats === null) return false;
  return Object.values(formats as Record<string, { url?: unknown } | null>).some(
    (format) => typeof format?.url === 'string' && format.url.startsWith('/') && !format.url.startsWith('//'),
  );
}
