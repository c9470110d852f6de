import { z } from 'zod';
import { inferQueryParams } from '../../server/src/discovery/query-inference';

describe('inferQueryParams', () => {
  it('fills required parameters with safe values and leaves optional ones out', () => {
    expect(
      inferQueryParams({
        format: z.enum(['json', 'summary']),
        kind: z.literal('collectionType'),
        // A coerced boolean accepts a missing value, so it is optional.
        flag: z.coerce.boolean(),
        page: z.string().default('1'),
        sort: z.enum(['asc', 'desc']).optional(),
        either: z.union([z.literal('a'), z.literal('b')]),
      }),
    ).toEqual({
      values: { format: 'json', kind: 'collectionType', either: 'a' },
      unresolved: [],
    });
  });

  it('reports required parameters it cannot fill', () => {
    expect(inferQueryParams({ q: z.string().min(1), count: z.number() })).toEqual({
      values: {},
      unresolved: ['q', 'count'],
    });
  });

  it('refuses a value the schema would not accept as a query string', () => {
    // A plain boolean schema refuses the string "false" that a URL would carry.
    expect(inferQueryParams({ strict: z.boolean() })).toEqual({ values: {}, unresolved: ['strict'] });
  });

  it('ignores routes without a query schema and entries that are not schemas', () => {
    expect(inferQueryParams(undefined)).toEqual({ values: {}, unresolved: [] });
    expect(inferQueryParams({ legacy: 'string' })).toEqual({ values: {}, unresolved: [] });
  });
});
