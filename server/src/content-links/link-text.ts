/** Longest `link_text`, in characters (code points), before the ellipsis. */
export const LINK_TEXT_MAX = 120;

// C0 and C1 control characters, DEL, and the bidirectional overrides a log or terminal obeys.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Link text as plain data: control characters removed, runs of white space made one space,
 * trimmed, and cut to `LINK_TEXT_MAX` code points with `…` (so a surrogate pair is never split).
 * @param raw text read from content (any string)
 */
export function plainLinkText(raw: string): string {
  const flat = raw.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  const points = Array.from(flat);
  return points.length > LINK_TEXT_MAX ? `${points.slice(0, LINK_TEXT_MAX).join('')}…` : flat;
}
