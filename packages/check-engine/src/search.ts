/**
 * The search rule of every report list (docs/api.md, "Pages"): a row matches when its search text
 * holds every word of the search, case-insensitively. The admin's tables and the server's `q`
 * parameter both apply it, so a search means the same on a page read from the server as it did
 * in the browser's own table.
 */

/** The words of a search: lower-cased, split on white space, empty ones dropped. */
export function searchWords(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * Whether `text` holds every word of `search` (case-insensitive substring match); an empty or
 * blank search matches every row.
 * @param text the row's search text, its fields joined by spaces (any case)
 * @param words the search's words (`searchWords`), already lower-cased
 */
export function matchesSearchWords(text: string, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const haystack = text.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** `matchesSearchWords` of a search as typed: the rule the admin's tables and `q` share. */
export function matchesSearch(text: string, search: string): boolean {
  return matchesSearchWords(text, searchWords(search));
}
