import type { Finding } from '@route-discovery/contract';
import type { ExposureFacts } from './types';

/**
 * `sensitive-field` (medium): an anonymous read of a content type returns fields that look
 * sensitive (e-mail, phone, token, secret, or a populatable relation to users or admin users).
 * Strapi's output sanitiser removes only `password` attributes and private attributes
 * (`@strapi/utils` `sanitize/visitors/remove-private.ts`, `remove-password.ts`), so any other
 * attribute of a readable type is public; a relation stays populatable when the caller may `find`
 * its target (`remove-restricted-relations.ts`), so relations to accounts count too.
 */
export function sensitiveField(facts: ExposureFacts): Finding[] {
  return facts.contentTypes
    .filter((type) => type.sensitive_fields.length > 0)
    .map((type) => ({
      rule: 'sensitive-field',
      severity: 'medium' as const,
      subject: type.uid,
      message: `Anonymous reads of ${type.uid} return ${type.sensitive_fields.join(', ')}.`,
      remedy: `Mark these attributes "private" in the content-type schema (or list them in api.responses.privateAttributes), or remove read access for the Public role.`,
    }));
}
