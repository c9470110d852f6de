/**
 * Shortest API key the plugin accepts without a warning: 32 characters, e.g. 16 random bytes in hex
 * or 24 in base64 (OWASP Secrets Management cheat sheet: generate secrets with enough entropy).
 * The one definition of the rule: the settings page, the boot log and the exposure audit read it.
 */
export const MIN_API_KEY_LENGTH = 32;

/**
 * Whether a configured key is shorter than `MIN_API_KEY_LENGTH` (counted in UTF-16 code units, as
 * `String.length` does). An absent key (null) is not short: it is missing, a separate warning.
 */
export function isShortKey(value: string | null): boolean {
  return value !== null && value.length < MIN_API_KEY_LENGTH;
}
