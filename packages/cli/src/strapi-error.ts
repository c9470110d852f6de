/** Longest Strapi error message a report quotes (characters). */
const MAX_MESSAGE = 200;

/**
 * The `error.message` of a Strapi error body (`{ data: null, error: { status, name, message } }`,
 * `@strapi/core` `dist/services/errors.js` `formatHttpError`/`formatInternalError`), control and
 * format characters stripped, cut at 200 characters; null when the body is not one (or is empty).
 * It is the server's text: a report shows it as data.
 */
export function strapiErrorMessage(body: string): string | null {
  if (!body) return null;
  try {
    const message = (JSON.parse(body) as { error?: { message?: unknown } } | null)?.error?.message;
    if (typeof message !== 'string') return null;
    const clean = message.replace(/[\p{Cc}\p{Cf}]/gu, ' ').trim();
    return clean ? clean.slice(0, MAX_MESSAGE) : null;
  } catch {
    return null;
  }
}

/** Whether a check reads its answer's body: a server error (5xx) of the CMS, for Strapi's message. */
export function readsServerError(status: number): boolean {
  return status >= 500;
}
