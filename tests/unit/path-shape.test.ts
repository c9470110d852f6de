import { fillPath, parameterFiller, readPathShape } from '../../server/src/model/path-shape';

describe('readPathShape', () => {
  it('reads named parameters in order', () => {
    expect(readPathShape('/content-manager/relations/:model/:id/:targetField')).toEqual({
      params: [
        { name: 'model', optional: false },
        { name: 'id', optional: false },
        { name: 'targetField', optional: false },
      ],
      hasRegex: false,
    });
  });
  it('flags regex groups and custom patterns', () => {
    expect(readPathShape('/api/connect/(.*)').hasRegex).toBe(true);
    expect(readPathShape('/files/:id(\\d+)').hasRegex).toBe(true);
    expect(readPathShape('/admin/users').hasRegex).toBe(false);
  });
  it('marks optional parameters', () => {
    expect(readPathShape('/x/:locale?').params).toEqual([{ name: 'locale', optional: true }]);
  });
});

describe('fillPath', () => {
  it('fills values, keeping UID colons readable and encoding the rest', () => {
    expect(
      fillPath('/content-manager/collection-types/:model/:id', { model: 'api::article.article', id: 'a b' }),
    ).toBe('/content-manager/collection-types/api::article.article/a%20b');
  });
  it('returns null when a required value is missing', () => {
    expect(fillPath('/admin/users/:id', {})).toBeNull();
  });
});

describe('parameterFiller', () => {
  const values = ['abc123def456', 'a b', 'x/y?z#w', 'api::article.article', 'é記🙂', '', '%41'];
  const paths: Array<[string, string]> = [
    ['/api/articles/:id', 'id'],
    ['/api/articles/:id/comments', 'id'],
    ['/api/by-slug/:slug.json', 'slug'],
    ['/api/:locale?/pages', 'locale'],
    ['/api/x/:model/:id', 'id'],
    ['/files/:id(\\d+)', 'id'],
    ['/api/articles/:documentId', 'id'],
  ];
  it('gives what fillPath gives, on the fast path and the fallback alike', () => {
    for (const [path, name] of paths) {
      const fill = parameterFiller(path, name);
      for (const value of values)
        expect([path, value, fill(value)]).toEqual([path, value, fillPath(path, { [name]: value })]);
    }
  });
  it('fills a plain single parameter and rejects an empty value', () => {
    expect(parameterFiller('/api/articles/:id', 'id')('a b')).toBe('/api/articles/a%20b');
    expect(parameterFiller('/api/articles/:id', 'id')('')).toBeNull();
  });
});
