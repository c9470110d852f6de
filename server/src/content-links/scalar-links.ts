import type { FoundLink } from './types';

/** An absolute URL with a scheme (RFC 3986 section 3.1) or a site-relative path, on its own. */
const URL_LIKE = /^(?:[a-z][a-z0-9+.-]*:\S+|\/(?!\/)\S*|\/\/\S+)$/i;

/** An e-mail address on its own (the shape Strapi's `email` attribute validates, loosely). */
const ADDRESS = /^[^\s@<>()[\]]+@[^\s@<>()[\]]+\.[^\s@<>()[\]]+$/;

/**
 * The link a string, text or email field holds when its whole value is one: a URL (`https://...`,
 * `mailto:...`, `/path`) or an e-mail address (reported with `mailto:` as its target by the
 * classifier). Prose that merely contains a URL is not a link: only Markdown and HTML fields mark
 * links inside text.
 * @returns the link, its text empty (a bare value has none), or null
 */
export function scalarLink(value: unknown, fieldPath: string): FoundLink | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > 2048) return null;
  if (URL_LIKE.test(trimmed) || ADDRESS.test(trimmed)) return { url: trimmed, fieldPath, text: '' };
  return null;
}

/** Whether a value is a bare e-mail address (so its target is `mailto:<address>`). */
export function isEmailAddress(value: string): boolean {
  // The cheap tests first: this runs on every link the classifier sees.
  return value.includes('@') && !value.includes(':') && ADDRESS.test(value);
}
