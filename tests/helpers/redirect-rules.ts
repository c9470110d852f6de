/**
 * Readers of the redirect exports' formats (`v1/moved-urls/redirects`), so a suite parses each
 * format back into rules and compares them with the list.
 */

/** One redirect rule as the formats write it: site paths, target null for a 410. */
export interface Rule {
  source: string;
  target: string | null;
  status: number;
}

/** A URL's site-relative path and query. */
export const sitePath = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** Rules sorted, for comparing sets. */
export const sortedRules = (rules: Rule[]) =>
  [...rules].sort((a, b) => `${a.source} ${a.target}`.localeCompare(`${b.source} ${b.target}`));

/** The entries of an nginx `map $uri $<name> { ... }` block: quoted key -> quoted or bare value. */
export function nginxMap(text: string, name: string): Array<[string, string]> {
  const block = new RegExp(`map \\$uri \\$${name} \\{\\n([\\s\\S]*?)\\n\\}`).exec(text);
  expect(block).not.toBeNull();
  const quoted = (value: string) => (value.startsWith('"') ? (JSON.parse(value) as string) : value);
  return (block?.[1] ?? '')
    .split('\n')
    .filter((line) => !line.trim().startsWith('default'))
    .map((line) => {
      const entry = /^\s*("(?:[^"\\]|\\.)*")\s+("(?:[^"\\]|\\.)*"|\S+);$/.exec(line);
      expect(entry).not.toBeNull();
      return [quoted(entry?.[1] ?? ''), quoted(entry?.[2] ?? '')];
    });
}

/** An Apache RewriteRule pattern `^/?<escaped path>$` back to the decoded path it matches. */
export function apachePath(pattern: string): string {
  expect(pattern.startsWith('^/?') && pattern.endsWith('$')).toBe(true);
  const body = pattern
    .slice(3, -1)
    .replace(/\\x([0-9a-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\(.)/g, '$1');
  return `/${body}`;
}
