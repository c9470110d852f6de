import { absoluteEditUrl, linkTablesMarkdown, markdownCell } from '@route-discovery/check-engine';

const place = (documentId: string, locale: string | null, target: string) => ({
  content_type: 'api::article.article',
  document_id: documentId,
  locale,
  field_path: 'body[0]',
  link_text: 'see | this',
  target,
  edit_url: `/admin/content-manager/collection-types/api::article.article/${documentId}`,
  note: `note of ${target}`,
});

describe('content-links Markdown tables (packages/check-engine, shared by the admin and the CLI)', () => {
  it('escapes pipes and makes each line break one space', () => {
    expect(markdownCell('a|b\nc\r\nd')).toBe('a\\|b c d');
  });

  it('puts an edit path on the origin (trailing slashes ignored) and keeps an absolute URL', () => {
    expect(absoluteEditUrl('https://cms.test//', '/admin/x')).toBe('https://cms.test/admin/x');
    expect(absoluteEditUrl('https://cms.test', 'https://other.test/admin/x')).toBe(
      'https://other.test/admin/x',
    );
  });

  it('writes one table per document, in first-seen order, with the given heading level and columns', () => {
    const rows = [place('d1', 'en', '/a'), place('d2', null, '/b'), place('d1', 'en', '/c')];
    const lines = linkTablesMarkdown(rows, {
      headingLevel: 3,
      origin: 'https://cms.test/',
      columns: [['note', (row) => markdownCell(row.note)]],
    });
    expect(lines).toEqual([
      '',
      '### [api::article.article d1 (en)](https://cms.test/admin/content-manager/collection-types/api::article.article/d1)',
      '',
      '| field | link text | target | note |',
      '| --- | --- | --- | --- |',
      '| `body[0]` | see \\| this | `/a` | note of /a |',
      '| `body[0]` | see \\| this | `/c` | note of /c |',
      '',
      '### [api::article.article d2](https://cms.test/admin/content-manager/collection-types/api::article.article/d2)',
      '',
      '| field | link text | target | note |',
      '| --- | --- | --- | --- |',
      '| `body[0]` | see \\| this | `/b` | note of /b |',
    ]);
    expect(linkTablesMarkdown([], { headingLevel: 2, origin: '', columns: [] })).toEqual([]);
  });
});
