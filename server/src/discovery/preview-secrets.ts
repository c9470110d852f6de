import { maskQueryValues, type MaskedUrl } from '@route-discovery/contract';
import { namesSecret } from '../model/secret-names';

/** What a mask leaves of a preview URL (`MaskedUrl` of the contract). */
export type MaskedPreviewUrl = MaskedUrl;

export { SECRET_MASK } from '@route-discovery/contract';

/**
 * Masks the value of every query parameter whose name names a secret (`namesSecret`: `secret`,
 * `token`, `previewKey`, ...), as Strapi's own preview example puts the frontend's preview secret in
 * the URL (https://docs.strapi.io/cms/features/preview, `secret: env('PREVIEW_SECRET')`): a
 * report, a log or a response of this plugin never holds a secret
 * (docs/decisions/0155-preview-url-secrets.md). The rest of the URL is kept byte for byte
 * (`maskQueryValues`, the contract's one masking rule).
 * @param url the handler's URL, absolute or a path
 * @returns the masked URL and the masked parameters' names
 */
export function maskPreviewSecrets(url: string): MaskedPreviewUrl {
  return maskQueryValues(url, namesSecret);
}
