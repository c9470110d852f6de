/**
 * The shortest discovery API key the plugin calls strong: 32 characters, which a random hex or
 * base64 key of 128 bits or more fills (OWASP Secrets Management Cheat Sheet, "Secrets
 * generation": generate with a cryptographically secure generator and enough entropy).
 */
export const MIN_API_KEY_LENGTH = 32;

/** Whether a configured key is shorter than `MIN_API_KEY_LENGTH` characters. */
export function isShortApiKey(key: string): boolean {
  return key.length < MIN_API_KEY_LENGTH;
}
