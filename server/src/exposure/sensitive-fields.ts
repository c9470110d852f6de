import { nameWords, SECRET_WORDS } from '../model/secret-names';
import type { PublicField } from './public-fields';

/** Relation targets whose records are accounts: populating them leaks e-mails and account data. */
export const ACCOUNT_TYPES = new Set(['plugin::users-permissions.user', 'admin::user']);

/** Name words that mark personal contact data (listed in docs/api.md too). */
export const CONTACT_WORDS: ReadonlySet<string> = new Set([
  'email',
  'mail',
  'phone',
  'mobile',
  'telephone',
  'tel',
  'iban',
  'ssn',
]);
/** Why a field looks sensitive: a secret, personal contact data, or a relation to accounts. */
export type SensitiveKind = 'secret' | 'contact' | 'account-relation';

/**
 * Classifies one public field, or null when it does not look sensitive. A field is sensitive when
 * its type is `email` or `password`, a word of its name (the last path segment) names a secret or
 * contact data, or it is a relation to users-permissions users or
 * admin users.
 */
export function sensitiveKind(field: PublicField): SensitiveKind | null {
  const { attribute } = field;
  if (attribute.type === 'relation' && attribute.target && ACCOUNT_TYPES.has(attribute.target)) {
    return 'account-relation';
  }
  if (attribute.type === 'password') return 'secret';
  if (attribute.type === 'email') return 'contact';
  const words = nameWords(field.path.slice(field.path.lastIndexOf('.') + 1));
  if (words.some((word) => SECRET_WORDS.has(word))) return 'secret';
  if (words.some((word) => CONTACT_WORDS.has(word))) return 'contact';
  return null;
}
