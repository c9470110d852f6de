import { maskQueryValues, queryNames, type MaskedUrl } from './secret-query';

/**
 * One way a URL is signed with an expiry: the query parameters that all present mark it
 * (`marks`, lower case), and those holding the signature or a credential (`secrets`): whoever
 * holds them reads the private object until the expiry, so they are masked wherever a URL is
 * shown (docs/decisions/0157-signed-media-url-signatures-masked.md).
 */
export interface SignedUrlScheme {
  provider: string;
  marks: readonly string[];
  secrets: readonly string[];
}

/**
 * Signed URLs that expire, by provider (docs/decisions/0151-media-urls-outside-this-environment.md):
 * AWS Signature Version 4 query authentication (AWS, "Authenticating Requests: Using Query
 * Parameters": `X-Amz-Expires`, `X-Amz-Signature`, and `X-Amz-Security-Token` with temporary
 * credentials), Google Cloud Storage V4 signing (`X-Goog-Expires`, `X-Goog-Signature`), Azure
 * Storage shared access signatures (`se` expiry with `sig`), CloudFront canned-policy and S3 V2
 * signed URLs (`Expires` with `Signature`). A bare `Expires` or `sig` is not enough.
 */
export const SIGNED_URL_SCHEMES: readonly SignedUrlScheme[] = [
  { provider: 'aws-sigv4', marks: ['x-amz-expires'], secrets: ['x-amz-signature', 'x-amz-security-token'] },
  { provider: 'aws-sigv4', marks: ['x-amz-signature'], secrets: ['x-amz-signature', 'x-amz-security-token'] },
  { provider: 'gcs-v4', marks: ['x-goog-expires'], secrets: ['x-goog-signature'] },
  { provider: 'gcs-v4', marks: ['x-goog-signature'], secrets: ['x-goog-signature'] },
  { provider: 'azure-sas', marks: ['se', 'sig'], secrets: ['sig'] },
  {
    provider: 'v2-signature',
    marks: ['expires', 'signature'],
    secrets: ['signature', 'x-amz-security-token'],
  },
];

/**
 * The secret parameter names (lower case) of a signed URL whose query has `names` (any case), or
 * null when no scheme of `SIGNED_URL_SCHEMES` marks it: the one test of "this URL is signed".
 */
export function signedUrlSecrets(names: Iterable<string>): ReadonlySet<string> | null {
  const present = new Set([...names].map((name) => name.toLowerCase()));
  const schemes = SIGNED_URL_SCHEMES.filter((scheme) => scheme.marks.every((name) => present.has(name)));
  if (schemes.length === 0) return null;
  return new Set(schemes.flatMap((scheme) => scheme.secrets));
}

/**
 * Masks the signature (and credential) values of a signed URL as `****`, the rest byte for byte;
 * a URL that is not signed (`signedUrlSecrets`) comes back unchanged, `masked` empty. Never throws.
 * @param url a URL as written in content, absolute or not
 */
export function maskSignedUrl(url: string): MaskedUrl {
  if (!url.includes('?')) return { url, masked: [] };
  const secrets = signedUrlSecrets(queryNames(url));
  if (!secrets) return { url, masked: [] };
  return maskQueryValues(url, (name) => secrets.has(name.toLowerCase()));
}

/** An http(s) URL inside a text, up to the next white space. */
const URL_IN_TEXT = /https?:\/\/\S+/gi;

/**
 * `text` with every signed http(s) URL in it masked (`maskSignedUrl`), a link text that repeats its
 * URL (an autolink), even one clipped to a length, included. Other text is kept as it is.
 */
export function maskSignedUrlsIn(text: string): string {
  if (!text.includes('?')) return text;
  return text.replace(URL_IN_TEXT, (url) => maskSignedUrl(url).url);
}
