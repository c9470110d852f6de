import { fillPattern } from './pattern-syntax';

/** A page row's website URL, or `""` and why (docs/api.md, "Frontend rows"). */
export interface SiteUrlResult {
  site_url: string;
  /** '' when `site_url` is set; otherwise a short sentence naming the placeholder or rule. */
  site_url_reason: string;
}

/** An empty site URL with its reason. */
export const noSiteUrl = (reason: string): SiteUrlResult => ({ site_url: '', site_url_reason: reason });

/**
 * Builds a page's URL on the public website: `siteUrl` + the pattern with each placeholder
 * replaced by `valueOf(name)`, URL-encoded, parsed as a WHATWG URL. The result is always on
 * `siteUrl`'s origin and under its path: a pattern whose literal text would leave it (`//host`, a
 * scheme) gives `""` with a reason, as does a placeholder without a value; never an exception.
 * @param siteUrl an absolute http(s) URL, validated at boot (config/schema.ts)
 * @param valueOf the value of one placeholder name (`slug`, `category.slug`, `locale`, ...)
 * @param pathNames placeholders whose values are paths (`fillPattern`)
 */
export function buildSiteUrl(
  siteUrl: string,
  pattern: string,
  valueOf: (name: string) => unknown,
  pathNames?: ReadonlySet<string>,
): SiteUrlResult {
  const { path, missing } = fillPattern(pattern, valueOf, pathNames);
  if (missing.length) {
    return noSiteUrl(`${[...new Set(missing)].map((name) => `[${name}]`).join(', ')} has no value`);
  }
  const base = siteUrl.replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(`${base}/${path.replace(/^\/+/, '')}`);
  } catch {
    return noSiteUrl('the filled pattern is not a valid URL');
  }
  const origin = new URL(base);
  if (url.origin !== origin.origin || !url.pathname.startsWith(origin.pathname.replace(/\/+$/, ''))) {
    return noSiteUrl(`the filled pattern leaves ${origin.origin}${origin.pathname.replace(/\/+$/, '')}`);
  }
  return { site_url: url.href, site_url_reason: '' };
}
