import { namesSecret } from '../model/secret-names';

/** What a mask leaves of a URL: the URL with secret query values as `****`, and their names. */
export interface MaskedPreviewUrl {
  url: string;
  /** Names of the masked query parameters, in the URL's order; empty when nothing was masked. */
  masked: string[];
}

/** The mask written in place of a secret value. */
export const SECRET_MASK = '****';

/** A query parameter's decoded name, or the raw text when it is not valid percent-encoding. */
function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * Masks the value of every query parameter whose name names a secret (`namesSecret`: `secret`,
 * `token`, `previewKey`, ...), as Strapi's own preview example puts the frontend's preview secret in
 * the URL (https://docs.strapi.io/cms/features/preview, `secret: env('PREVIEW_SECRET')`): a
 * report, a log or a response of this plugin never holds a secret
 * (docs/decisions/0155-preview-url-secrets.md). The rest of the URL is kept byte for byte.
 * @param url the handler's URL, absolute or a path
 * @returns the masked URL and the masked parameters' names
 */
export function maskPreviewSecrets(url: string): MaskedPreviewUrl {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return { url, masked: [] };
  const masked: string[] = [];
  const pairs = beforeHash
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals === -1 ? pair : pair.slice(0, equals);
      const name = decodedName(rawName);
      if (equals === -1 || !namesSecret(name)) return pair;
      masked.push(name);
      return `${rawName}=${SECRET_MASK}`;
    });
  return { url: `${beforeHash.slice(0, queryAt + 1)}${pairs.join('&')}${hash}`, masked };
}
