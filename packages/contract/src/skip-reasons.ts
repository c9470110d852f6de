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
  /**
   * A route with policies or middlewares of its own beyond Strapi's authentication and permission
   * checks: `auth: false` or a role's permission does not prove it answers (names in declared order).
   */
  guarded: (names: readonly string[]): string =>
    `Guarded by its own policies or middlewares: ${names.join(', ')}`,
  /** A feature the app's configuration turns off (the setting named, e.g. `admin.transfer.token.salt is not set`). */
  featureOff: (setting: string): string => `Turned off by the app's configuration: ${setting}`,
  /** A GraphQL mutation: it changes data, so it is never sent. */
  graphqlMutation: 'GraphQL mutation (changes data)',
  /** A GraphQL field with a required argument no published document can fill. */
  graphqlArguments: 'Requires arguments that cannot be filled',
  /** A GraphQL field whose type has no field to select within the configured depthLimit. */
  graphqlSelection: 'No field to select within the depth limit',
  /** Content links (docs/api.md, "Content link rows"): `mailto:`, `tel:`, `javascript:`, ... */
  notHttp: 'Not an HTTP link',
  /** A `#fragment` within the linking page. */
  anchor: 'Points within the same page',
  /** A site-relative link while no `siteUrl` is configured. */
  siteUrlMissing: 'Site URL not configured',
  /**
   * A preview row (docs/decisions/0154-preview-urls.md) whose `admin.preview` handler threw or did
   * not answer in time: what went wrong in a few words (the error's name and message, no stack).
   */
  previewFailed: (what: string): string => `Preview handler failed: ${what}`,
  /** A preview row whose handler answered something other than a string (an object, a number). */
  previewNotText: (type: string): string => `Preview handler returned no URL string (${type})`,
  /** A preview URL that is neither an absolute http(s) URL nor a path on this server (`/...`). */
  previewNotHttp: 'Preview URL is not an http(s) URL or a path',
  /**
   * A preview URL with a secret in its query (docs/decisions/0155-preview-url-secrets.md): the
   * value is masked in the row, so the URL is not requested (the masked request would fail).
   */
  previewSecret: (names: string): string => `Preview URL holds a secret (${names}): masked, not requested`,
} as const;
