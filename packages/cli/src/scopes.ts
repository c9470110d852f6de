/**
 * The test suites of a run, in report order: anonymous content API, admin API with a token, auth
 * enforcement, GraphQL queries, the website's pages (`--site`), the app's preview URLs (`preview`
 * rows of `frontend-urls`, docs/decisions/0154-preview-urls.md), the recorded old URLs of moved
 * pages (`--site --moved`, docs/decisions/0230-website-proves-moves.md). Every report, the summary line
 * and the JSON schema's `suites` use these names.
 */
export const SCOPES = ['frontend', 'backend', 'auth', 'graphql', 'site', 'preview', 'moved'] as const;

/** One test suite of a run. */
export type Scope = (typeof SCOPES)[number];

/** What each suite checks, as the JUnit report names its test suites. */
export const SCOPE_TITLES: Readonly<Record<Scope, string>> = {
  frontend: 'frontend (content API, anonymous)',
  backend: 'backend (admin API, admin token)',
  auth: 'auth (refuses anonymous callers)',
  graphql: 'graphql',
  site: 'site',
  preview: 'preview (the app preview URLs)',
  moved: 'moved (old URLs redirect in one hop)',
};
