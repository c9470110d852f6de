/** A parsed `Authorization` header: scheme (lower-cased) and credentials. */
export interface AuthorizationHeader {
  scheme: string;
  credentials: string;
}

/**
 * Splits an `Authorization` header into scheme and credentials (RFC 9110 section 11.6.2; the
 * scheme is case-insensitive, RFC 9110 section 11.1).
 * @returns null when the header is absent or empty
 */
export function parseAuthorization(header: string | undefined): AuthorizationHeader | null {
  if (header === undefined) return null;
  const trimmed = header.trim();
  if (trimmed === '') return null;
  const space = trimmed.indexOf(' ');
  if (space === -1) return { scheme: trimmed.toLowerCase(), credentials: '' };
  return { scheme: trimmed.slice(0, space).toLowerCase(), credentials: trimmed.slice(space + 1).trim() };
}
