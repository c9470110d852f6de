/** The exact skip_reason strings of design section 5, shared by backend and frontend rows. */
export const SkipReason = {
  method: (method: string): string => `Requires ${method} request`,
  parameters: 'URL requires parameters',
  regex: 'URL contains regex patterns',
  query: 'Requires query parameters',
  authentication: 'Requires authentication',
} as const;

/**
 * GET routes that answer a plain GET but must not be smoke-tested, each with its reason: side
 * effects, calls to outside services, or answers that depend on an Enterprise licence or an
 * interactive browser flow. Matched on method and the mounted path as declared.
 */
export const CURATED_SKIPS: ReadonlyArray<{ method: string; path: string; reason: string }> = [];

/** The curated reason for a route, or null. */
export function curatedSkipReason(method: string, path: string): string | null {
  return CURATED_SKIPS.find((entry) => entry.method === method && entry.path === path)?.reason ?? null;
}
