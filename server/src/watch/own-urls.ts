import type { Core } from '@strapi/strapi';
import { classifyLink } from '../content-links';
import { appBaseUrl, ownOrigin } from '../model/own-origin';
import { restPrefix } from '../model/rest-prefix';

/**
 * Where this app and its website live, for the monitor's targets
 * (docs/decisions/0241-monitor-media-and-internal-targets.md): which linked URLs are this site's or
 * this CMS's, and the absolute URL of a path the CMS serves.
 */

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * This app's origins and its website's: `server.url`'s when absolute, the address Strapi listens
 * on (`ownOrigin`) and the configured `siteUrl`'s. A link on one of them is `internal`, never
 * `external` (one set for both rules: `outsidePredicate`, `internalLinkUrl`).
 * @returns origins such as `https://cms.example.com` (no trailing slash)
 */
export function appOrigins(strapi: Core.Strapi, siteUrl: string | undefined): Set<string> {
  const inside = new Set<string>();
  for (const url of [
    String(strapi.config.get('server.url', '') ?? ''),
    ownOrigin(strapi) ?? '',
    siteUrl ?? '',
  ]) {
    const origin = originOf(url);
    if (origin) inside.add(origin);
  }
  return inside;
}

/** The target URL of a link as the index stores it, or null when it is no target of the kind. */
export type TargetUrlRule = (raw: string) => string | null;

/**
 * The `internal` target of a linked URL: an absolute `http(s)` URL on one of `appOrigins` as
 * written (the complement of `outsidePredicate` among absolute links, private addresses included:
 * their host is this app's or the site's, from its configuration), or a site-relative path
 * (`/about`) resolved as the Links page reads it (`classifyLink`): under the REST prefix
 * (`/api/...`) on this CMS (`appBaseUrl`), any other on `siteUrl`; a relative path is left out
 * when that base is unknown. Upload paths are the `media` kind's (the index leaves them out of
 * the links read here); a `//host/...` or other relative form is left out.
 */
export function internalLinkUrl(strapi: Core.Strapi, siteUrl: string | undefined): TargetUrlRule {
  const inside = appOrigins(strapi, siteUrl);
  const base = appBaseUrl(strapi);
  const origins = {
    restPrefix: restPrefix(strapi).replace(/\/+$/, ''),
    cmsOrigins: new Set<string>(),
    siteUrl: siteUrl ? siteUrl.replace(/\/+$/, '') : null,
    uploadsPrefix: '/uploads/',
    mediaOrigins: new Set<string>(),
  };
  return (raw) => {
    if (/^https?:\/\//i.test(raw)) {
      const origin = originOf(raw);
      return origin !== null && inside.has(origin) ? raw : null;
    }
    if (!raw.startsWith('/') || raw.startsWith('//')) return null;
    const link = classifyLink(raw, origins);
    if (link.kind === 'api') return base ? absolute(`${base}${link.target}`) : null;
    return link.kind === 'site' ? absolute(link.target) : null;
  };
}

/**
 * The `media` target of an upload file's `url` (`plugin::upload.file`): a provider's absolute
 * `http(s)` URL as stored (S3, a CDN), a protocol-relative one on `https:`, a path the local
 * provider writes (`/uploads/a.png`) on this CMS (`appBaseUrl`); null when that base is unknown or
 * the value is none of these.
 */
export function mediaFileUrl(strapi: Core.Strapi): TargetUrlRule {
  const base = appBaseUrl(strapi);
  return (url) => {
    if (/^https?:\/\//i.test(url)) return url;
    if (url.startsWith('//')) return absolute(`https:${url}`);
    return url.startsWith('/') && base ? absolute(`${base}${url}`) : null;
  };
}

/** `url` as the WHATWG parser writes it, or null when it is no absolute http(s) URL. */
function absolute(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
