/**
 * `value` when it is an absolute `http:` or `https:` URL, else null: a CI job link from a run body
 * never becomes a `javascript:` or `data:` link, even if a body bypassed the server's schema.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
