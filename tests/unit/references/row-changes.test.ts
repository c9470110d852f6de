import { rowChanges } from '../../../server/src/references/document-rows';
import type { ReferenceRecord } from '../../../server/src/references/tables';

/** A link row of one published English article, with the fields given. */
function row(fields: Partial<ReferenceRecord> = {}): ReferenceRecord {
  return {
    source_uid: 'api::article.article',
    source_document_id: 'a1',
    source_locale: 'en',
    source_published: 1,
    field_path: 'content[0]',
    link_text: 'home',
    reference_kind: 'link',
    target_kind: 'url',
    target_uid: '',
    target_id: '',
    target_locale: '',
    target_url: 'https://example.com/uploads/a.png',
    ...fields,
  };
}

/** A stored row as a database answers it: an id, `upload_path`, `source_published` as given. */
function stored(id: number, fields: Partial<ReferenceRecord> = {}, extra: Record<string, unknown> = {}) {
  return { id, ...row(fields), upload_path: '/uploads/a.png', ...extra };
}

describe('rowChanges', () => {
  it('keeps equal rows and writes nothing when the document holds what is stored', () => {
    expect(
      rowChanges(
        [stored(1), stored(2, { field_path: 'content[1]' })],
        [row(), row({ field_path: 'content[1]' })],
      ),
    ).toEqual({
      deleteIds: [],
      insert: [],
    });
  });

  it('deletes the stored rows that went and inserts the new ones', () => {
    const added = row({ link_text: 'changed' });
    expect(rowChanges([stored(1), stored(2, { field_path: 'content[1]' })], [row(), added])).toEqual({
      deleteIds: [2],
      insert: [added],
    });
  });

  it('matches equal rows as a multiset: one stored copy keeps one fresh copy', () => {
    expect(rowChanges([stored(1)], [row(), row()])).toEqual({ deleteIds: [], insert: [row()] });
    expect(rowChanges([stored(1), stored(2)], [row()])).toEqual({ deleteIds: [2], insert: [] });
  });

  it('reads values as the databases answer them: a text source_published, a Buffer upload_path', () => {
    const mysql = stored(1, {}, { source_published: '1', upload_path: Buffer.from('/uploads/a.png') });
    expect(rowChanges([mysql], [row()])).toEqual({ deleteIds: [], insert: [] });
  });

  it('rewrites a stored row whose upload_path differs from the rule (written before the column was filled)', () => {
    expect(rowChanges([stored(1, {}, { upload_path: '' })], [row()])).toEqual({
      deleteIds: [1],
      insert: [row()],
    });
  });
});
