import { baseMetadata, PACKAGE_VERSION } from '../../server/src/api/envelope';
import { filterBatches, recognisedFilter } from '../../server/src/api/url-filters';
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

describe('recognisedFilter (docs/api.md, "Filters")', () => {
  it('names a recognised value', () => {
    expect(recognisedFilter('parameterized', filters)).toBe('parameterized');
  });
  it('ignores unrecognised, empty, inherited and absent values', () => {
    for (const raw of ['nope', '', 'constructor', 'toString', undefined, 42]) {
      expect(recognisedFilter(raw, filters)).toBeNull();
    }
  });
  it('takes the first of a repeated parameter', () => {
    expect(recognisedFilter(['static', 'parameterized'], filters)).toBe('static');
  });
});

describe('filterBatches', () => {
  async function* batches() {
    yield [rows[0]];
    yield [rows[1], rows[2]];
  }
  async function gathered(filter: ((row: (typeof rows)[0]) => boolean) | null) {
    const out: Array<Array<(typeof rows)[0]>> = [];
    for await (const batch of filterBatches(batches(), filter)) out.push(batch);
    return out;
  }
  it('keeps the rows the filter accepts and drops emptied batches', async () => {
    expect(await gathered(filters.parameterized)).toEqual([[rows[1], rows[2]]]);
  });
  it('keeps every batch without a filter', async () => {
    expect(await gathered(null)).toEqual([[rows[0]], [rows[1], rows[2]]]);
  });
});

describe('baseMetadata', () => {
  it('stamps the API version, the installed package version and an RFC 3339 time with offset', () => {
    const registry = new ApiVersionRegistry();
    const metadata = baseMetadata('v1', registry.lifecycle('v1', {}));
    expect(metadata.api_version).toBe('v1');
    expect(metadata.generated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+00:00$/);
    expect(metadata.package_version).toBe(pkg.version);
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
