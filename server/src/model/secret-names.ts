/**
 * Name words that mark a secret: a leak lets someone act as the owner. One rule for every name the
 * plugin judges: a public field's (the exposure audit's sensitive fields) and a preview URL's query
 * parameter (docs/decisions/0155-preview-url-secrets.md). docs/api.md lists the same words
 * (tests/unit/exposure/sensitive-words.test.ts keeps the two equal).
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

/** Splits a name into lower-case words (`resetPasswordToken` -> reset, password, token). */
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

/** Whether a word of `name` (split by `nameWords`) names a secret (`SECRET_WORDS`). */
export function namesSecret(name: string): boolean {
  return nameWords(name).some((word) => SECRET_WORDS.has(word));
}
