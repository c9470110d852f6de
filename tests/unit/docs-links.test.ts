import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..');

/** Every Markdown file under `dir`, recursively (absolute paths). */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** The documents a newcomer reads: README, changelog, and every page under docs/. */
const DOCUMENTS = [join(ROOT, 'README.md'), join(ROOT, 'CHANGELOG.md'), ...markdownFiles(join(ROOT, 'docs'))];

/**
 * The Markdown text outside fenced code blocks and inline code spans, where a `[x](y)` is a
 * link; code may show link syntax that is not one (a shell command, a regular expression).
 */
function prose(markdown: string): string[] {
  const lines: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      lines.push('');
      continue;
    }
    lines.push(fenced ? '' : line.replace(/`[^`]*`/g, ''));
  }
  return lines;
}

/**
 * A heading's anchor as GitHub writes it: the heading's text (inline links reduced to their text,
 * code marks dropped), lowercased, every character but letters, digits, spaces, `-` and `_` dropped,
 * spaces turned into `-`. Repeats are told apart by GitHub with `-1`, `-2`... (see `anchorsOf`).
 */
function githubSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's ATX headings (`#` to `######`), outside code blocks. */
function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = githubSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** One relative link of a document: where it is, and what it points at. */
interface Link {
  file: string;
  line: number;
  target: string;
}

/** The relative links (no scheme, no `//`) of inline Markdown links and images in a file. */
function relativeLinks(file: string): Link[] {
  const links: Link[] = [];
  prose(readFileSync(file, 'utf8')).forEach((text, index) => {
    for (const match of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = match[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
      links.push({ file, line: index + 1, target });
    }
  });
  return links;
}

/** Why a link does not resolve, or null when it does (file, then heading anchor). */
function brokenReason(link: Link): string | null {
  const [pathPart, anchor] = link.target.split('#', 2);
  const path = pathPart === '' ? link.file : resolve(dirname(link.file), decodeURI(pathPart));
  if (!existsSync(path)) return 'no such file';
  if (anchor === undefined) return null;
  if (!path.endsWith('.md')) return 'anchor into a file that is not Markdown';
  return anchorsOf(path).has(anchor) ? null : `no heading with anchor #${anchor}`;
}

describe('relative links in README.md, CHANGELOG.md and docs/', () => {
  it('reads some documents and finds some links (the check is not vacuous)', () => {
    expect(DOCUMENTS.length).toBeGreaterThan(5);
    expect(DOCUMENTS.flatMap(relativeLinks).length).toBeGreaterThan(20);
  });

  it('each resolves to a file, and each #anchor to a heading of that file', () => {
    const broken = DOCUMENTS.flatMap(relativeLinks)
      .map((link) => ({ link, reason: brokenReason(link) }))
      .filter(({ reason }) => reason !== null)
      .map(({ link, reason }) => `${relative(ROOT, link.file)}:${link.line}: ${link.target} (${reason})`);
    expect(broken).toEqual([]);
  });

  it('writes anchors as GitHub does', () => {
    expect(githubSlug('Content links (`--links`)')).toBe('content-links---links');
    expect(githubSlug('Node 22, 24 and 26')).toBe('node-22-24-and-26');
    expect(githubSlug('See [the API](api.md): rows_and_fields')).toBe('see-the-api-rows_and_fields');
  });
});
