import MarkdownIt from 'markdown-it';
import { htmlLinks } from './html-links';
import { plainLinkText } from './link-text';
import type { FoundLink } from './types';

type Token = MarkdownIt.Token;

/**
 * One CommonMark parser for every richtext value (markdown-it: CommonMark-compliant, synchronous,
 * CommonJS; docs/decisions/0081-what-is-a-link.md). Raw HTML on, so `<a href>` and `<img src>`
 * reach us as HTML tokens; `linkify` off, since a bare URL in text is no link in CommonMark. Every
 * URL passes validation and is kept as written (no percent-encoding), so `url` is what the editor
 * typed, `javascript:` included.
 */
const parser = new MarkdownIt({ html: true, linkify: false });
parser.validateLink = () => true;
parser.normalizeLink = (url) => url;
parser.normalizeLinkText = (text) => text;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Links of one inline token's children: Markdown links and images, then its raw inline HTML. */
function inlineLinks(children: Token[], fieldPath: string, found: FoundLink[]): void {
  let open: { url: string; text: string } | null = null;
  let html = '';
  let hasHtml = false;
  for (const token of children) {
    if (token.type === 'link_open') {
      open = { url: String(token.attrGet('href') ?? '').trim(), text: '' };
    } else if (token.type === 'link_close') {
      if (open) found.push({ url: open.url, fieldPath, text: plainLinkText(open.text) });
      open = null;
    } else if (token.type === 'image') {
      found.push({
        url: String(token.attrGet('src') ?? '').trim(),
        fieldPath,
        text: plainLinkText(token.content),
      });
    } else if (token.type === 'text' || token.type === 'code_inline') {
      if (open) open.text += token.content;
      html += escapeHtml(token.content);
    } else if (token.type === 'html_inline') {
      // An HTML link is split into its tags and the text between: parse them together.
      html += token.content;
      hasHtml = true;
    }
  }
  if (open) found.push({ url: open.url, fieldPath, text: plainLinkText(open.text) });
  if (hasHtml) found.push(...htmlLinks(html, fieldPath));
}

/**
 * Links of a Markdown (richtext) value, in order: inline links, reference links (resolved against
 * their definitions), autolinks (`<https://...>`, `<a@b.example>` as `mailto:`), images, and the
 * `<a href>` / `<img src>` of raw HTML (htmlparser2, `htmlLinks`). Never throws on a string.
 * @param markdown the field's text (a non-string yields nothing)
 * @param fieldPath the attribute path every link found here carries
 */
export function markdownLinks(markdown: unknown, fieldPath: string): FoundLink[] {
  if (typeof markdown !== 'string' || markdown === '') return [];
  const found: FoundLink[] = [];
  for (const token of parser.parse(markdown, {})) {
    if (token.type === 'inline' && token.children) inlineLinks(token.children, fieldPath, found);
    else if (token.type === 'html_block') found.push(...htmlLinks(token.content, fieldPath));
  }
  return found;
}
