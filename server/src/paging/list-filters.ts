/**
 * A query parameter's value: a repeated parameter arrives as an array and its first value counts
 * (docs/decisions/0002-request-and-header-conventions.md); anything else but a string is absent.
 */
export function firstQueryValue(raw: unknown): string | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' ? value : undefined;
}

/**
 * A filter value the list knows, or null (absent, empty, unknown: the list is not filtered, as an
 * unknown `filter=` already is).
 */
export function oneOf<Value extends string>(
  value: string | undefined,
  known: readonly Value[],
): Value | null {
  return value !== undefined && (known as readonly string[]).includes(value) ? (value as Value) : null;
}
