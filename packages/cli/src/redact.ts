/**
 * Credentials never leave the CLI: every line it prints and every report it writes goes through
 * `redactUrlCredentials`, so a URL with user info (`https://user:pw@host`, RFC 3986 section 3.2.1)
 * shows as `https://[redacted]@host` even where a library's message repeats it.
 */

/** A URL's scheme and `://`, then its user info up to the `@` (no `/`, `?`, `#`, `@` or space inside). */
const USER_INFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@]+@/gi;

/**
 * Replaces the user info of every URL in `text` with `[redacted]`.
 * @param text any text: a message, a report, a log line
 * @returns the text with `scheme://user:password@` turned into `scheme://[redacted]@`
 */
export function redactUrlCredentials(text: string): string {
  return text.replace(USER_INFO, '$1[redacted]@');
}

/** Whether a parsed URL carries a user name or password (which the CLI refuses in `--url`). */
export function hasCredentials(url: URL): boolean {
  return url.username !== '' || url.password !== '';
}

/** Writes `text` to a terminal stream (stdout, stderr) with URL credentials redacted. */
export function print(stream: NodeJS.WritableStream, text: string): void {
  stream.write(redactUrlCredentials(text));
}
