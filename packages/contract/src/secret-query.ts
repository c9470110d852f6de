/**
 * Masking of secret query values, one rule for every URL the plugin or the CLI shows: a preview
 * URL's secret parameters (docs/decisions/0155-preview-url-secrets.md) and a signed media URL's
 * signature (docs/decisions/0157-signed-media-url-signatures-masked.md). No zod: the CLI bundle
 * reads it.
 */

/** The mask written in place of a secret value. */
export const SECRET_MASK = '****';

/** What a mask leaves of a URL: the URL with secret query values as `****`, and their names. */
export interface MaskedUrl {
  url: string;
  /** Decoded names of the masked query parameters, in the URL's order; empty when nothing was masked. */
  masked: string[];
}

/** A query parameter's decoded name, or the raw text when it is not valid percent-encoding. */
function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** The raw query pairs of a URL (between `?` and `#`), empty when it has no query. */
function splitUrl(url: string): { head: string; pairs: string[]; hash: string } {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return { head: beforeHash, pairs: [], hash };
  return { head: beforeHash.slice(0, queryAt + 1), pairs: beforeHash.slice(queryAt + 1).split('&'), hash };
}

/** The decoded names of a URL's query parameters (a string, absolute or a path), in order. */
export function queryNames(url: string): string[] {
  return splitUrl(url).pairs.map((pair) => {
    const equals = pair.indexOf('=');
    return decodedName(equals === -1 ? pair : pair.slice(0, equals));
  });
}

/**
 * Replaces with `SECRET_MASK` the value of every query parameter whose decoded name `isSecret`
 * accepts; the rest of the URL is kept byte for byte (a parameter without `=` has no value and
 * stays). Never throws.
 * @param url a URL, absolute or a path
 * @param isSecret judges a decoded parameter name
 */
export function maskQueryValues(url: string, isSecret: (name: string) => boolean): MaskedUrl {
  const { head, pairs, hash } = splitUrl(url);
  if (pairs.length === 0) return { url, masked: [] };
  const masked: string[] = [];
  const kept = pairs.map((pair) => {
    const equals = pair.indexOf('=');
    const rawName = equals === -1 ? pair : pair.slice(0, equals);
    const name = decodedName(rawName);
    if (equals === -1 || !isSecret(name)) return pair;
    masked.push(name);
    return `${rawName}=${SECRET_MASK}`;
  });
  if (masked.length === 0) return { url, masked };
  return { url: `${head}${kept.join('&')}${hash}`, masked };
}
