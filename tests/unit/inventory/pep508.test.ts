import { parseRequirement, VERSION_OPERATORS } from '../../../server/src/inventory/pep508';

describe('PEP 508 requirements', () => {
  it.each([
    [
      'requests[socks]>=2.31; python_version < "3.12"',
      { name: 'requests', specifier: '[socks]>=2.31; python_version < "3.12"' },
    ],
    [
      'pkg @ https://example.com/pkg-1.0.whl',
      { name: 'pkg', specifier: '@ https://example.com/pkg-1.0.whl' },
    ],
    ['Django', { name: 'Django', specifier: '' }],
    ['zope.interface (>=5)', { name: 'zope.interface', specifier: '(>=5)' }],
    ['Django >= 5.0 , < 6', { name: 'Django', specifier: '>= 5.0 , < 6' }],
    ['pkg[a, b]', { name: 'pkg', specifier: '[a, b]' }],
    ['pkg; sys_platform == "linux"', { name: 'pkg', specifier: '; sys_platform == "linux"' }],
    ['pkg==1.*', { name: 'pkg', specifier: '==1.*' }],
  ])('parses %s', (text, expected) => {
    expect(parseRequirement(text)).toEqual(expected);
  });

  it('accepts each PEP 440 comparison operator, alone, spaced, in parentheses and in a list', () => {
    expect([...VERSION_OPERATORS].sort()).toEqual(['<', '<=', '!=', '==', '===', '>', '>=', '~='].sort());
    for (const operator of VERSION_OPERATORS) {
      expect(parseRequirement(`pkg${operator}1.4`)).toEqual({ name: 'pkg', specifier: `${operator}1.4` });
      expect(parseRequirement(`pkg ${operator} 1.4`)).toEqual({ name: 'pkg', specifier: `${operator} 1.4` });
      expect(parseRequirement(`pkg (${operator}1.4)`)).toEqual({
        name: 'pkg',
        specifier: `(${operator}1.4)`,
      });
      expect(parseRequirement(`pkg[x]>1,${operator}1.4`)).toEqual({
        name: 'pkg',
        specifier: `[x]>1,${operator}1.4`,
      });
    }
  });

  it.each([
    'ADMIN_JWT_SECRET=abc',
    'APP_KEYS=key-one,key-two',
    'pkg=1.0',
    'pkg = 1.0',
    'pkg[x]=1.0',
    'pkg>=1,=2',
    'pkg (=1.0)',
    'pkg=>1.0',
    'pkg<>1.0',
    'pkg==',
    'DATABASE_URL=postgres://user:password@host/db',
    'export SECRET=value',
    'SECRET="quoted value"',
    'SECRET: value',
  ])('refuses %j: a single `=` or another non-PEP 440 operator is no version clause', (text) => {
    expect(parseRequirement(text)).toBeNull();
  });

  it.each(['', '>=1.0', 'name with spaces', 'pkg @', 'bad[extra', 'pkg[x y]', 'pkg ;', 'pkg>=1.0 junk'])(
    'refuses %j',
    (text) => {
      expect(parseRequirement(text)).toBeNull();
    },
  );
});
