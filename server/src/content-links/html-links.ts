import { Parser } from 'htmlparser2';
import { plainLinkText } from './link-text';
import type { FoundLink } from './types';

/**
 * `<a href>` and `<img src>` of an HTML fragment, parsed with htmlparser2 (a tolerant, streaming
 * parser: unclosed and misnested tags are read as browsers would, without building a tree). An
 * `<a>`'s text is the text inside it; an `<img>`'s is its `alt`. Never throws.
 * @param html raw HTML (a Markdown field's HTML, or a text field)
 * @param fieldPath the attribute path every link found here carries
 */
export function htmlLinks(html: string, fieldPath: string): FoundLink[] {
  const found: FoundLink[] = [];
  let open: { url: string; text: string } | null = null;
  const close = () => {
    if (open) found.push({ url: open.url, fieldPath, text: plainLinkText(open.text) });
    open = null;
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'a' && typeof attributes.href === 'string') {
          close();
          open = { url: attributes.href.trim(), text: '' };
        } else if (name === 'img' && typeof attributes.src === 'string') {
          found.push({ url: attributes.src.trim(), fieldPath, text: plainLinkText(attributes.alt ?? '') });
        }
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (name === 'a') close();
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  close();
  return found;
}
