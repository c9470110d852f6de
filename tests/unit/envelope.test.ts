import { applyFilter, baseMetadata, urlEnvelope, PACKAGE_VERSION } from '../../server/src/api/envelope';
import { toImfFixdate } from '../../server/src/api/http-dates';
import { ApiVersionRegistry } from '../../server/src/api/versions';
import pkg from '../../package.json';

const rows = [
  { id: 1, has_parameters: false, is_testable: true },
  { id: 2, has_parameters: true, is_testable: false },
  { id: 3, has_parameters: true, is_testable: true },
];
const filters = {
  static: (r: (typeof rows)[0]) => !r.has_parameters,
  parameterized: (r: (typeof rows)[0]) => r.has_parameters,
};

describe('applyFilter (docs/api.md, "Filters")', () => {
  it('restricts and echoes a recognised value', () => {
    expect(applyFilter(rows, 'parameterized', filters)).toEqual({
      rows: [rows[1], rows[2]],
      applied: 'parameterized',
    });
  });
  it('ignores unrecognised, empty, inherited and absent values', () => {
    for (const raw of ['nope', '', 'constructor', 'toString', undefined, 42]) {
      expect(applyFilter(rows, raw, filters)).toEqual({ rows, applied: null });
    }
  });
  it('takes the first of a repeated parameter', () => {
    expect(applyFilter(rows, ['static', 'parameterized'], filters).applied).toBe('static');
  });
});

describe('urlEnvelope', () => {
  it('keeps count = total_count = testable_count + untestable_count', () => {
    const registry = new ApiVersionRegistry();
    const envelope = urlEnvelope(rows, null, baseMetadata('v1', registry.lifecycle('v1', {})));
    expect(envelope.count).toBe(3);
    expect(envelope.metadata).toMatchObject({ total_count: 3, testable_count: 2, untestable_count: 1 });
    expect(envelope.metadata.generated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+00:00$/);
    expect(envelope.metadata.package_version).toBe(pkg.version);
    expect(PACKAGE_VERSION).toBe(pkg.version);
  });
});

describe('ApiVersionRegistry', () => {
  it('serves v1 as stable and reports deprecation from announcements', () => {
    const registry = new ApiVersionRegistry();
    expect(registry.lifecycle('v1', {})).toEqual({ status: 'stable', deprecated_on: null, sunset_on: null });
    registry.register({ version: 'v2', endpoints: ['backend-urls'] });
    const announcements = { v1: { deprecatedOn: '2027-01-01', sunsetOn: '2027-08-01' } };
    expect(registry.lifecycle('v1', announcements).status).toBe('deprecated');
    expect(registry.newestStable(announcements)).toBe('v2');
    expect(registry.list()).toEqual(['v1', 'v2']);
    expect(() => registry.register({ version: 'v2', endpoints: [] })).toThrow('already registered');
    expect(() => registry.register({ version: 'two', endpoints: [] })).toThrow('v1, v2');
  });
  it('formats Sunset as an IMF-fixdate at the end of the announced day', () => {
    expect(toImfFixdate('2027-08-01')).toBe('Sun, 01 Aug 2027 23:59:59 GMT');
  });
});
