import { isEmailAddress } from './scalar-links';
import type { LinkKind } from './types';

/** Where this CMS and its website live, for telling internal links from outside ones. */
export interface LinkOrigins {
  /** Strapi's `api.rest.prefix`, e.g. `/api`. */
  restPrefix: string;
  /** Origins serving this CMS (`server.url` when absolute), e.g. `https://cms.example.com`. */
  cmsOrigins: ReadonlySet<string>;
  /** The configured `siteUrl` (no trailing slash), or null. */
  siteUrl: string | null;
  /** Path prefix of files of the local upload provider (`/uploads/`). */
  uploadsPrefix: string;
  /**
   * Origins of upload files stored with an absolute URL by another provider (S3, Cloudinary:
   * `uploadOrigins`), e.g. `https://bucket.s3.eu-west-1.amazonaws.com`; an http(s) URL on one of
   * them is `media`.
   */
  mediaOrigins: ReadonlySet<string>;
}

/** A link classified: its kind, its target, and for links into this CMS its path and query. */
export interface ClassifiedLink {
  kind: LinkKind;
  /** Absolute URL, or a site-relative path for links into this CMS (docs/api.md, "target"). */
  target: string;
  /**
   * Path without query or fragment, for `api`, `document` and `media` links; for a file of another
   * upload provider, its absolute URL without query or fragment (the upload table's `url`).
   */
  cmsPath?: string;
  /** The `locale` query parameter of a link into this CMS, if any. */
  locale?: string;
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** A path on this CMS: `media` under the uploads prefix, `api` under the REST prefix (documents are told apart later), else a page of the website. */
function cmsLink(pathAndQuery: string, origins: LinkOrigins): ClassifiedLink {
  let cmsPath = pathAndQuery;
  let locale: string | undefined;
  let target = pathAndQuery;
  // Only a path with a query, fragment, escape, space, non-ASCII or dot segment needs the WHATWG parser (the
  // common `/api/articles/<documentId>` does not, and this runs once per link).
  if (/[?#%\\\s]|[^\x21-\x7e]|\/\.\.?(?:\/|$)/.test(pathAndQuery)) {
    const url = new URL(pathAndQuery, 'http://cms.invalid');
    cmsPath = url.pathname;
    locale = url.searchParams.get('locale') ?? undefined;
    target = `${url.pathname}${url.search}`;
  }
  if (cmsPath.startsWith(origins.uploadsPrefix)) return { kind: 'media', target, cmsPath };
  if (cmsPath === origins.restPrefix || cmsPath.startsWith(`${origins.restPrefix}/`)) {
    return { kind: 'api', target, cmsPath, locale };
  }
  return { kind: 'site', target: origins.siteUrl ? `${origins.siteUrl}${target}` : target };
}

/**
 * The kind and target of a link as written (docs/api.md, "Link kinds"). `#...` is an `anchor`;
 * `mailto:` and bare addresses `mailto`; `tel:` `tel`; a site-relative path or a URL on a CMS
 * origin is `media` (uploads), `api` (REST prefix; `document` once matched to a content type by
 * `documentPathMatcher`) or `site`; a URL on an upload provider's origin is `media`; a URL under
 * `siteUrl` is `site` (`document` once matched to a `urlPatterns` pattern: `site-patterns.ts`);
 * other http(s) URLs `external`; anything else (`javascript:`, `data:`, a relative path without
 * `/`) `other` (`document` when it is a bare documentId: `link-resolver.ts`).
 * Never throws.
 */
export function classifyLink(raw: string, origins: LinkOrigins): ClassifiedLink {
  const url = raw.trim();
  if (url.startsWith('#')) return { kind: 'anchor', target: url };
  if (isEmailAddress(url)) return { kind: 'mailto', target: `mailto:${url}` };
  const scheme = SCHEME.exec(url)?.[1].toLowerCase();
  if (scheme === 'mailto') return { kind: 'mailto', target: url };
  if (scheme === 'tel') return { kind: 'tel', target: url };
  if (url.startsWith('/') && !url.startsWith('//')) return cmsLink(url, origins);
  if (scheme !== 'http' && scheme !== 'https' && !url.startsWith('//')) return { kind: 'other', target: url };
  let parsed: URL;
  try {
    parsed = new URL(url.startsWith('//') ? `https:${url}` : url);
  } catch {
    return { kind: 'other', target: url };
  }
  if (origins.cmsOrigins.has(parsed.origin)) return cmsLink(`${parsed.pathname}${parsed.search}`, origins);
  if (origins.mediaOrigins.has(parsed.origin)) {
    return { kind: 'media', target: parsed.href, cmsPath: `${parsed.origin}${parsed.pathname}` };
  }
  if (origins.siteUrl && (parsed.href === origins.siteUrl || parsed.href.startsWith(`${origins.siteUrl}/`))) {
    return { kind: 'site', target: parsed.href };
  }
  return { kind: 'external', target: parsed.href };
}
