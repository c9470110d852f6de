/** Longest `link_text`, in characters (code points), before the ellipsis. */
export const LINK_TEXT_MAX = 120;

// C0 and C1 control characters, DEL, and the bidirectional overrides a log or terminal obeys.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * What `plainLinkText` would change: a control character, white space other than a single space
 * between other characters (JavaScript's `\s` is white space and line terminators, the set `trim`
 * removes), two spaces in a row, or a space at either end.
 */
// eslint-disable-next-line no-control-regex
const TO_CLEAN = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]|[^\S ]| {2}|^ | $/;

/**
 * Link text as plain data: control characters removed, runs of white space made one space,
 * trimmed, and cut to `LINK_TEXT_MAX` code points with `…` (so a surrogate pair is never split).
 * @param raw text read from content (any string)
 */
export function plainLinkText(raw: string): string {
  // Most texts have nothing to remove or collapse and are short: they are returned as they are.
  const flat = !TO_CLEAN.test(raw) ? raw : raw.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  // A string of at most LINK_TEXT_MAX code units has at most as many code points.
  if (flat.length <= LINK_TEXT_MAX) return flat;
  const points = Array.from(flat);
  return points.length > LINK_TEXT_MAX ? `${points.slice(0, LINK_TEXT_MAX).join('')}…` : flat;
}
