import fc from 'fast-check';
import { blocksLinks } from '../../../server/src/content-links/blocks-links';
import { classifyLink } from '../../../server/src/content-links/classify';
import { LINK_TEXT_MAX, plainLinkText } from '../../../server/src/content-links/link-text';
import { markdownLinks } from '../../../server/src/content-links/markdown-links';

/** A URL no other generated link shares. */
const urlOf = (index: number) => `https://example.test/u${index}`;
const words = fc.stringMatching(/^[a-z]{1,8}( [a-z]{1,8}){0,3}$/);

/** A blocks tree whose leaves are text or link nodes; each link gets the next unique URL. */
function blocksTree(): fc.Arbitrary<unknown[]> {
  const { node } = fc.letrec<{ node: unknown }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      words.map((text) => ({ type: 'text', text })),
      words.map((text) => ({ type: 'link', url: 'PENDING', children: [{ type: 'text', text }] })),
      fc.record({
        type: fc.constantFrom('paragraph', 'list', 'list-item', 'quote', 'heading'),
        children: fc.array(tie('node'), { maxLength: 4 }),
      }),
    ),
  }));
  return fc.array(node, { maxLength: 6 });
}

/** Gives each `PENDING` link its own URL, in document order; returns the URLs given. */
function assignUrls(tree: unknown): string[] {
  const urls: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const node = value as { url?: string; children?: unknown };
      if (node.url === 'PENDING') {
        node.url = urlOf(urls.length);
        urls.push(node.url);
      }
      visit(node.children);
    }
  };
  visit(tree);
  return urls;
}

describe('blocks walker (property)', () => {
  it('never throws, whatever the value', () => {
    fc.assert(fc.property(fc.anything(), (value) => Array.isArray(blocksLinks(value, 'content'))));
  });

  it('finds every link URL exactly once, with its text', () => {
    fc.assert(
      fc.property(blocksTree(), (tree) => {
        const cloned = structuredClone(tree);
        const urls = assignUrls(cloned);
        const found = blocksLinks(cloned, 'content');
        expect(found.map((link) => link.url)).toEqual(urls);
        for (const link of found) expect(link.fieldPath).toMatch(/^content\[\d+\](\.children\[\d+\])*$/);
      }),
    );
  });
});

/** One Markdown fragment holding one link, written in one of the syntaxes the walker reads. */
const fragment = fc.record({
  syntax: fc.constantFrom('inline', 'image', 'autolink', 'html-a', 'html-img', 'reference'),
  text: words,
});

describe('Markdown walker (property)', () => {
  it('never throws on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => Array.isArray(markdownLinks(text, 'notes'))),
    );
  });

  it('finds every URL exactly once, in every syntax', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fragment, words, fc.constantFrom(' ', '\n', '\n\n')), { maxLength: 12 }),
        (parts) => {
          const definitions: string[] = [];
          const body = parts
            .map(([{ syntax, text }, filler, separator], index) => {
              const url = urlOf(index);
              const link = {
                inline: `[${text}](${url})`,
                image: `![${text}](${url})`,
                autolink: `<${url}>`,
                'html-a': `<a href="${url}">${text}</a>`,
                'html-img': `<img src="${url}" alt="${text}">`,
                reference: `[${text}][ref${index}]`,
              }[syntax];
              if (syntax === 'reference') definitions.push(`[ref${index}]: ${url}`);
              return `${filler} ${link}${separator}`;
            })
            .join('');
          const markdown = `${body}\n\n${definitions.join('\n')}\n`;
          const found = markdownLinks(markdown, 'notes').map((link) => link.url);
          expect([...found].sort()).toEqual(parts.map((_part, index) => urlOf(index)).sort());
        },
      ),
    );
  });
});

describe('link text and classification (property)', () => {
  it('link text is plain: no control characters, bounded length', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (raw) => {
        const text = plainLinkText(raw);
        // eslint-disable-next-line no-control-regex
        expect(text).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
        expect(Array.from(text).length).toBeLessThanOrEqual(LINK_TEXT_MAX + 1);
      }),
    );
  });

  it('classifies any string without throwing', () => {
    const origins = {
      restPrefix: '/api',
      cmsOrigins: new Set(['http://cms.test']),
      siteUrl: 'https://site.test',
      uploadsPrefix: '/uploads/',
      mediaOrigins: new Set(['https://bucket.test']),
    };
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        (url) => typeof classifyLink(url, origins).kind === 'string',
      ),
    );
  });
});
