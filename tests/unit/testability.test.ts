import { readPathShape } from '../../server/src/model/path-shape';
import { SkipReason } from '@route-discovery/contract';
import { CURATED_SKIPS } from '../../server/src/discovery/skip-reasons';
import {
  skipReasonOf,
  TESTABILITY_RULES,
  type TestabilityFacts,
} from '../../server/src/discovery/testability';

const curatedHandler = Object.keys(CURATED_SKIPS)[0];

/** A GET route with an unfilled parameter, public, no query: each test adds one or two problems. */
const facts = (overrides: Partial<TestabilityFacts> & { path?: string } = {}): TestabilityFacts => ({
  method: 'GET',
  qualifiedHandler: 'api::article.article.findOne',
  shape: readPathShape(overrides.path ?? '/api/articles/:id'),
  resolvedPath: '/api/articles/abc',
  isPublic: true,
  queryUnresolved: false,
  ...overrides,
});

/** Each problem alone, as facts overrides, in the order the rules must rank them. */
const PROBLEMS: Array<{ reason: string; overrides: Partial<TestabilityFacts> & { path?: string } }> = [
  { reason: SkipReason.method('POST'), overrides: { method: 'POST' } },
  { reason: SkipReason.regex, overrides: { path: '/api/connect/(.*)', resolvedPath: '' } },
  { reason: CURATED_SKIPS[curatedHandler], overrides: { qualifiedHandler: curatedHandler } },
  {
    reason: SkipReason.featureOff('admin.transfer.token.salt is not set'),
    overrides: { disabledBy: 'admin.transfer.token.salt is not set' },
  },
  { reason: SkipReason.authentication, overrides: { isPublic: false } },
  {
    reason: 'Guarded by its own policies or middlewares: api::page.is-admin, api::page.require-login',
    overrides: { guards: ['api::page.is-admin', 'api::page.require-login'] },
  },
  { reason: SkipReason.parameters, overrides: { resolvedPath: '' } },
  { reason: SkipReason.query, overrides: { queryUnresolved: true } },
];

describe('skipReasonOf', () => {
  it('finds nothing in a testable row, and ALL counts as GET', () => {
    expect(skipReasonOf(facts())).toBe('');
    expect(skipReasonOf(facts({ method: 'ALL' }))).toBe('');
  });

  it('asks one rule per problem, in a fixed order', () => {
    expect(TESTABILITY_RULES).toHaveLength(PROBLEMS.length);
  });

  it.each(PROBLEMS.map((problem) => [problem.reason, problem]))('finds "%s" alone', (_reason, problem) => {
    expect(skipReasonOf(facts(problem.overrides))).toBe(problem.reason);
  });

  // Every pair of problems that can meet on one row: the earlier rule wins.
  const pairs = PROBLEMS.flatMap((first, i) =>
    PROBLEMS.slice(i + 1).map((second) => [first, second] as const),
  );
  it.each(pairs.map(([first, second]) => [first.reason, second.reason, first, second]))(
    '"%s" wins over "%s"',
    (_first, _second, first, second) => {
      expect(skipReasonOf(facts({ ...second.overrides, ...first.overrides }))).toBe(first.reason);
      expect(skipReasonOf(facts({ ...first.overrides, ...second.overrides }))).toBe(first.reason);
    },
  );

  it('says "Requires POST request" for a POST route with an unresolved parameter', () => {
    expect(skipReasonOf(facts({ method: 'POST', resolvedPath: '' }))).toBe('Requires POST request');
  });

  it('asks no public-access question of admin routes', () => {
    expect(skipReasonOf(facts({ isPublic: undefined }))).toBe('');
  });

  it('treats an optional parameter left empty as resolved when the path was filled', () => {
    expect(skipReasonOf(facts({ path: '/api/x/:id?', resolvedPath: '/api/x' }))).toBe('');
  });
});
