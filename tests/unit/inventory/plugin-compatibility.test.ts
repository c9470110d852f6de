import { rangeIncludes } from '../../../server/src/inventory/plugin-compatibility';

describe('rangeIncludes', () => {
  it('judges a running version against a declared range, prereleases by their numbers', () => {
    expect(rangeIncludes('^5.0.0', '5.54.0')).toBe(true);
    expect(rangeIncludes('^4.0.0', '5.54.0')).toBe(false);
    expect(rangeIncludes('^5.0.0', '5.55.0-beta.1')).toBe(true);
    expect(rangeIncludes('>=20.0.0 <=26.x.x', '27.0.0-nightly20261101')).toBe(false);
  });

  it('has no verdict without a semver range or a running version', () => {
    expect(rangeIncludes(undefined, '5.54.0')).toBeNull();
    expect(rangeIncludes(42, '5.54.0')).toBeNull();
    expect(rangeIncludes('workspace:*', '5.54.0')).toBeNull();
    expect(rangeIncludes('^5.0.0', '')).toBeNull();
  });
});
