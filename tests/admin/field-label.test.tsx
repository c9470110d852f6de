/**
 * @jest-environment jsdom
 */
import { screen } from '@testing-library/react';
import { Table, Tbody, Tr } from '@strapi/design-system';
import { FieldPlaceCell } from '../../admin/src/components/DocumentName';
import { LOCALE_MESSAGES, renderInLocale } from '../helpers/admin-locales';
import { renderAdmin } from '../helpers/admin-render';

/**
 * Places are labelled by the server in English ("Content › paragraph 1 › link 1", "Cover › small
 * format"); the admin names Blocks nodes and media formats in its own language and leaves the edit view's labels, components' display names
 * and positions as the server wrote them (docs/decisions/0240-document-and-field-names.md).
 */
const place = (label: string, path: string) => (
  <Table colCount={1} rowCount={1}>
    <Tbody>
      <Tr>
        <FieldPlaceCell label={label} path={path} />
      </Tr>
    </Tbody>
  </Table>
);

const LABEL = 'Content › paragraph 2 › link 1';
const PATH = 'content[3].children[1]';

describe('field places in the admin language', () => {
  it.each([
    ['fr', 'Content › paragraphe 2 › lien 1'],
    ['de', 'Content › Absatz 2 › Link 1'],
    ['es', 'Content › párrafo 2 › enlace 1'],
    ['it', 'Content › paragrafo 2 › link 1'],
    ['pt-BR', 'Content › parágrafo 2 › link 1'],
  ])('names Blocks nodes in %s, with the raw path beneath', (locale, shown) => {
    renderInLocale(locale, LOCALE_MESSAGES[locale], place(LABEL, PATH));
    expect(screen.getByText(shown)).toBeTruthy();
    expect(screen.getByText(PATH)).toBeTruthy();
  });

  it('names every node type, list items included, and keeps English as the server writes it', () => {
    renderInLocale(
      'fr',
      LOCALE_MESSAGES.fr,
      place('Body › list 1 › list item 3 › text 1 › heading 2 › quote 1 › code 1 › image 4', 'body[0]'),
    );
    expect(
      screen.getByText(
        'Body › liste 1 › élément de liste 3 › texte 1 › titre 2 › citation 1 › code 1 › image 4',
      ),
    ).toBeTruthy();
    renderAdmin(place(LABEL, PATH));
    expect(screen.getByText(LABEL)).toBeTruthy();
  });

  it("leaves the edit view's labels, component names and positions as they are", () => {
    const label = 'Link › Sections › Text block 2 › Paragraph 1 › 3 › Date format';
    renderInLocale('fr', LOCALE_MESSAGES.fr, place(label, 'link.sections[1]'));
    expect(screen.getByText(label)).toBeTruthy();
  });

  it.each([
    ['fr', 'Cover › format small'],
    ['de', 'Cover › Format small'],
    ['es', 'Cover › formato small'],
    ['it', 'Cover › formato small'],
    ['pt-BR', 'Cover › formato small'],
  ])('names a media format in %s, its name as the upload plugin keys it', (locale, shown) => {
    renderInLocale(locale, LOCALE_MESSAGES[locale], place('Cover › small format', 'cover.formats.small'));
    expect(screen.getByText(shown)).toBeTruthy();
  });

  it('keeps a media format in English as the server writes it', () => {
    renderAdmin(place('Cover › thumbnail format', 'cover.formats.thumbnail'));
    expect(screen.getByText('Cover › thumbnail format')).toBeTruthy();
  });
});
