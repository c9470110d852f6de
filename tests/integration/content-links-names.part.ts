import { playground, rows, ids, fetchLinks } from '../helpers/content-links-suite';

/**
 * `v1/content-links` names (docs/decisions/0240-document-and-field-names.md): document titles, type
 * names and field labels. The rows: content-links.test.ts.
 */

describe('content-links names (document titles, type names, field labels)', () => {
  const GUESTBOOK = 'api::guestbook-entry.guestbook-entry';
  const VIEW_KEY = `plugin_content_manager_configuration_content_types::${GUESTBOOK}`;

  it('names a localized document by its title in each locale, and each place as the edit view labels it', () => {
    const named = (locale: string) =>
      rows.find(
        (row) => row.document_id === ids.hello && row.locale === locale && row.field_path === 'cover',
      );
    expect(named('en')).toMatchObject({ document_title: 'Hello world', content_type_name: 'Article' });
    expect(named('fr')).toMatchObject({ document_title: 'Bonjour le monde', content_type_name: 'Article' });
    const label = (path: string) =>
      rows.find((row) => row.document_id === ids.hello && row.locale === 'en' && row.field_path === path)
        ?.field_label;
    expect(label('content[0].children[1]')).toBe('Content › paragraph 1 › link 1');
    expect(label('content[4].children[1].children[0]')).toBe('Content › list 1 › list item 2 › link 1');
    expect(label('sections[0].body[0].children[0]')).toBe(
      'Sections › Text block 1 › Body › paragraph 1 › link 1',
    );
    expect(label('cards[1].url')).toBe('Cards › Link card 2 › Url');
    expect(label('cover.formats.thumbnail')).toBe('Cover › thumbnail format');
  });

  it("names a document by its documentId when the Content Manager's view has no main field", async () => {
    const store = playground.strapi.db.query('strapi::core-store' as never);
    const stored = (await store.findOne({ where: { key: VIEW_KEY } })) as { id: number; value: string };
    const view = JSON.parse(stored.value) as { settings: Record<string, unknown> };
    expect(view.settings.mainField).toBe('name');
    const query = { content_type: GUESTBOOK };
    expect((await fetchLinks(query)).links.map((row) => row.document_title)).toEqual(['Ada']);
    try {
      const { mainField: _dropped, ...settings } = view.settings;
      await store.update({
        where: { id: stored.id },
        data: { value: JSON.stringify({ ...view, settings }) },
      });
      const [row] = (await fetchLinks(query)).links;
      expect(row).toMatchObject({ document_title: row.document_id, content_type_name: 'Guestbook entry' });
      expect(row.field_label).toBe('Email');
    } finally {
      await store.update({ where: { id: stored.id }, data: { value: stored.value } });
    }
  });
});
