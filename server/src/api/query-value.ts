/**
 * A query parameter's first value as a string, or null (absent, empty; a repeated key keeps its
 * first value: docs/decisions/0002-request-and-header-conventions.md).
 */
export function firstQueryValue(raw: unknown): string | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' && value !== '' ? value : null;
}
