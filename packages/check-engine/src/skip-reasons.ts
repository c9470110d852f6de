/**
 * The exact `skip_reason` strings of a URL row (docs/api.md, "skip_reason values"): the server
 * writes them, the CLI's plan and baseline read them. Pure data.
 */
export const SkipReason = {
  method: (method: string): string => `Requires ${method} request`,
  parameters: 'URL requires parameters',
  regex: 'URL contains regex patterns',
  query: 'Requires query parameters',
  authentication: 'Requires authentication',
} as const;
