import type { DocumentNaming, ModelNaming } from '../../../server/src/model/document-names';
import { fieldPathLabel, type LabelModels, type LabelSchema } from '../../../server/src/model/field-labels';

const schemas: Record<string, LabelSchema> = {
  'api::article.article': {
    attributes: {
      title: { type: 'string' },
      content: { type: 'blocks' },
      sections: { type: 'dynamiczone' },
      cards: { type: 'component', component: 'links.link-card', repeatable: true },
      seo: { type: 'component', component: 'shared.seo' },
      cover: { type: 'media' },
      gallery: { type: 'media' },
      website: { type: 'string' },
    },
  },
  'links.text-block': { attributes: { body: { type: 'blocks' }, heading: { type: 'string' } } },
  'links.link-card': { attributes: { url: { type: 'string' } } },
  'shared.seo': { attributes: { canonicalUrl: { type: 'string' } } },
};

const namings: Record<string, Partial<ModelNaming>> = {
  'api::article.article': { labels: { website: 'Web site' } },
  'links.text-block': { displayName: 'Text block' },
  'links.link-card': { displayName: 'Link card', labels: { url: 'Address' } },
};

const naming: DocumentNaming = {
  model: (uid) => ({ displayName: uid, mainField: null, labels: {}, ...namings[uid] }),
};
const models: LabelModels = { schema: (uid) => schemas[uid], naming };
const ARTICLE = 'api::article.article';

const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children });
const link = { type: 'link', url: 'https://a.test', children: [{ type: 'text', text: 'a' }] };
const text = { type: 'text', text: 'x' };

describe('fieldPathLabel', () => {
  const entry = {
    content: JSON.stringify([
      { type: 'heading', level: 2, children: [text] },
      paragraph(text, link),
      paragraph(link, text, link),
      { type: 'list', children: [{ type: 'list-item', children: [link] }] },
    ]),
    sections: [
      { __component: 'links.link-card', url: '/a' },
      { __component: 'links.text-block', body: [paragraph(link)] },
      { __component: 'links.text-block', body: [paragraph(text), paragraph(text, link)] },
    ],
    cards: [{ url: '/x' }, { url: '/y' }],
  };

  test.each([
    ['content[0].children[0]', 'Content › heading 1 › text 1'],
    ['content[1].children[1]', 'Content › paragraph 1 › link 1'],
    ['content[2].children[2]', 'Content › paragraph 2 › link 2'],
    ['content[3].children[0].children[0]', 'Content › list 1 › list item 1 › link 1'],
    ['sections[2].body[1].children[1]', 'Sections › Text block 2 › Body › paragraph 2 › link 1'],
    ['sections[0].url', 'Sections › Link card 1 › Address'],
    ['cards[1].url', 'Cards › Link card 2 › Address'],
    ['seo.canonicalUrl', 'Seo › CanonicalUrl'],
    ['website', 'Web site'],
    ['title', 'Title'],
    ['cover.formats.small', 'Cover › small format'],
    ['gallery[1]', 'Gallery › 2'],
  ])('%s reads "%s"', (path, label) => {
    expect(fieldPathLabel(path, ARTICLE, models, entry)).toBe(label);
  });

  test('without the entry, blocks nodes and dynamic-zone entries read as numbers', () => {
    expect(fieldPathLabel('content[1].children[0]', ARTICLE, models)).toBe('Content › 2 › 1');
    expect(fieldPathLabel('sections[1].body', ARTICLE, models)).toBe('Sections › 2 › body');
  });

  test('a path the schema does not know is kept as written', () => {
    expect(fieldPathLabel('unknown[3].x', ARTICLE, models, entry)).toBe('unknown[3].x');
    expect(fieldPathLabel('title', 'api::gone.gone', models)).toBe('title');
  });
});
