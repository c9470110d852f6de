import { PLACEHOLDER, compilePattern } from './pattern-syntax';

/** A page row's website URL, or `""` and why (docs/api.md, "Frontend rows"). */
export interface SiteUrlResult {
  site_url: string;
  /** '' when `site_url` is set; otherwise a short sentence naming the placeholder or rule. */
  site_url_reason: string;
}

/** An empty site URL with its reason. */
export const noSiteUrl = (reason: string): SiteUrlResult => ({ site_url: '', site_url_reason: reason });

/** Fills one pattern for one row: the placeholder values in, the result out. */
export type SiteUrlFiller = (valueOf: (name: string) => unknown) => SiteUrlResult;

/**
 * Compiles a pattern on `siteUrl` once for many rows. Its literal text is checked once: filled with
 * a plain value, the URL must parse, stay on `siteUrl`'s origin and path, and read back unchanged;
 * then every row's URL is the plain concatenation (its values are `encodeURIComponent`-encoded, so
 * they cannot change how it parses), without parsing a URL per row. A pattern that fails the check
 * is filled and parsed row by row (`new URL`), with the same guarantees.
 * @param siteUrl an absolute http(s) URL, validated at boot (config/schema.ts)
 * @param pathNames placeholders whose values are paths (`fillPattern`)
 */
export function compileSiteUrl(
  siteUrl: string,
  pattern: string,
  pathNames: ReadonlySet<string> = new Set(),
): SiteUrlFiller {
  const base = siteUrl.replace(/\/+$/, '');
  const origin = new URL(base);
  const basePath = origin.pathname.replace(/\/+$/, '');
  const join = (path: string) => `${base}/${path.replace(/^\/+/, '')}`;
  const parsed = (path: string): URL | string => {
    let url: URL;
    try {
      url = new URL(join(path));
    } catch {
      return 'the filled pattern is not a valid URL';
    }
    if (url.origin !== origin.origin || !url.pathname.startsWith(basePath)) {
      return `the filled pattern leaves ${origin.origin}${basePath}`;
    }
    return url;
  };
  const probe = pattern.replace(PLACEHOLDER, 'x');
  const probed = parsed(probe);
  // The plain concatenation holds only for values in the path: in a query or fragment the URL
  // parser encodes other characters (`'` in a query), so such a pattern is parsed per row.
  const plain =
    typeof probed !== 'string' &&
    probed.href === join(probe) &&
    !probed.search &&
    !probed.hash &&
    !pathNames.size;
  // A plain pattern fills straight into its URL: `join`'s base and slash come first, once. Its
  // leading slashes are literal text (no value starts with `/`: each is `encodeURIComponent`-ed).
  const fill = plain ? compilePattern(pattern.replace(/^\/+/, ''), `${base}/`) : compilePattern(pattern);
  return (valueOf) => {
    const { path, missing } = fill(valueOf, pathNames);
    if (missing.length) {
      return noSiteUrl(`${[...new Set(missing)].map((name) => `[${name}]`).join(', ')} has no value`);
    }
    if (plain) return { site_url: path, site_url_reason: '' };
    const url = parsed(path);
    return typeof url === 'string' ? noSiteUrl(url) : { site_url: url.href, site_url_reason: '' };
  };
}

/**
 * Builds a page's URL on the public website: `siteUrl` + the pattern with each placeholder
 * replaced by `valueOf(name)`, URL-encoded. The result is always a valid URL on `siteUrl`'s origin
 * and under its path: a pattern whose literal text would leave it (`//host`, `..`) gives `""` with
 * a reason, as does a placeholder without a value; never an exception. One row: `compileSiteUrl`
 * for many.
 * @param valueOf the value of one placeholder name (`slug`, `category.slug`, `locale`, ...)
 */
export function buildSiteUrl(
  siteUrl: string,
  pattern: string,
  valueOf: (name: string) => unknown,
  pathNames?: ReadonlySet<string>,
): SiteUrlResult {
  return compileSiteUrl(siteUrl, pattern, pathNames)(valueOf);
}
