import { contentTypeAccess, matchesSearchWords, searchWords } from '@route-discovery/check-engine';
import { exportText } from '../../../server/src/paging/export-text';

async function text(format: 'json' | 'csv' | 'markdown', rows: object[], columns: string[]) {
  async function* source() {
    yield* rows;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of exportText(format, source(), columns)) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

describe('exportText', () => {
  const rows = [
    { route: '/a,b', name: 'say "hi"', query: { locale: 'fr' } },
    { route: '/c|d', name: 'line\nbreak', query: null },
  ];

  it('writes JSON as an array of the rows', async () => {
    expect(JSON.parse(await text('json', rows, []))).toEqual(rows);
    expect(JSON.parse(await text('json', [], []))).toEqual([]);
  });

  it('writes CSV per RFC 4180, a header line first', async () => {
    expect(await text('csv', rows, ['route', 'name', 'query'])).toBe(
      'route,name,query\r\n"/a,b","say ""hi""","{""locale"":""fr""}"\r\n/c|d,"line\nbreak",\r\n',
    );
  });

  it('writes Markdown with escaped cells', async () => {
    expect(await text('markdown', rows, ['route', 'name'])).toBe(
      '| route | name |\n| --- | --- |\n| /a,b | say "hi" |\n| /c\\|d | line break |\n',
    );
  });
});

describe('the search rule', () => {
  it('keeps rows holding every word, case-insensitively', () => {
    const words = searchWords('  Article   GET ');
    expect(words).toEqual(['article', 'get']);
    expect(matchesSearchWords('GET /api/articles', words)).toBe(true);
    expect(matchesSearchWords('POST /api/articles', words)).toBe(false);
    expect(matchesSearchWords('anything', searchWords(''))).toBe(true);
  });

  it('gives a content type one access value', () => {
    const type = { uid: 'api::a.a', kind: 'collectionType', public_actions: [], authenticated_actions: [] };
    expect(contentTypeAccess(type)).toBe('restricted');
    expect(contentTypeAccess({ ...type, authenticated_actions: ['find'] })).toBe('authenticated');
    expect(contentTypeAccess({ ...type, public_actions: ['find'], authenticated_actions: ['find'] })).toBe(
      'public',
    );
  });
});
