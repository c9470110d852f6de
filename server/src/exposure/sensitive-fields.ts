import type { PublicField } from './public-fields';

/** Relation targets whose records are accounts: populating them leaks e-mails and account data. */
export const ACCOUNT_TYPES = new Set(['plugin::users-permissions.user', 'admin::user']);

/**
 * Name words that mark a secret: a leak lets someone act as the owner. docs/api.md lists the same
 * words (tests/unit/exposure/sensitive-words.test.ts keeps the two equal).
 */
export const SECRET_WORDS: ReadonlySet<string> = new Set([
  'password',
  'passwd',
  'pwd',
  'token',
  'secret',
  'key',
  'apikey',
  'hash',
  'salt',
  'otp',
]);
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

/** Splits an attribute name into lower-case words (`resetPasswordToken` -> reset, password, token). */
export function nameWords(name: string): string[] {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  // `api_key`, `apiKey`: the pair reads as one word.
  const joined = words.flatMap((word, i) => (i > 0 ? [`${words[i - 1]}${word}`] : []));
  return [...words, ...joined];
}

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
