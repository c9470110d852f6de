import { fillPath, readPathShape } from '../../server/src/discovery/path-shape';

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
