import type { AdminCaller } from '../../packages/cli/src/known/admin-caller';
import {
  knownBehaviourOf,
  knownBehaviourText,
  withKnownBehaviour,
  type KnownContext,
} from '../../packages/cli/src/known/known-behaviour';
import { KNOWN_STRAPI_BEHAVIOUR } from '../../packages/cli/src/known/known-strapi-behaviour';
import { formatMarkdown } from '../../packages/cli/src/report/markdown';
import { formatJunit } from '../../packages/cli/src/report/junit';
import { buildRunPayload } from '../../packages/cli/src/publish/run-payload';
import { failureLine, tally, type RunSummary } from '../../packages/cli/src/report/summary';
import type { CheckResult } from '../../packages/cli/src/types';

/** A relation read with admin credentials Strapi may refuse a field (an admin token, a restricted role). */
const relationRead: CheckResult = {
  scope: 'backend',
  method: 'GET',
  path: '/content-manager/relations/:model/:targetField',
  target: '/content-manager/relations/api::article.article/category',
  handler: 'plugin::content-manager.relations.findAvailable',
  expect: 'success',
  withAdminToken: true,
  passed: false,
  status: 500,
  ms: 12,
  attempts: 1,
  kind: 'http-error',
  reason: 'HTTP 500',
};
const on = (version: string | null, adminCaller: AdminCaller | null = 'admin'): KnownContext => ({
  version,
  adminCaller,
});

describe('the known Strapi behaviour table', () => {
  it('cites a strapi/strapi issue and a semver fix version (or none) in every entry', () => {
    for (const entry of KNOWN_STRAPI_BEHAVIOUR) {
      expect(entry.issue).toMatch(/^strapi\/strapi#\d+$/);
      expect(entry.url).toBe(`https://github.com/strapi/strapi/issues/${entry.issue.split('#')[1]}`);
      if (entry.fixed_in !== null) expect(entry.fixed_in).toMatch(/^\d+\.\d+\.\d+$/);
      expect(entry.matches.paths.length).toBeGreaterThan(0);
    }
  });
});

describe('knownBehaviourOf', () => {
  it('names strapi/strapi#28194 for a relation read answering 500 below 5.61.0', () => {
    expect(knownBehaviourOf(relationRead, on('5.54.0'))).toEqual({
      issue: 'strapi/strapi#28194',
      url: 'https://github.com/strapi/strapi/issues/28194',
      summary: 'relation reads answer 500 instead of 403',
      fixed_in: '5.61.0',
      strapi_version: '5.54.0',
    });
  });

  it('names nothing from the fixed version on, for another status or route, a passed check or an unknown version', () => {
    expect(knownBehaviourOf(relationRead, on('5.61.0'))).toBeNull();
    expect(knownBehaviourOf(relationRead, on('6.0.0-beta.1'))).toBeNull();
    expect(knownBehaviourOf({ ...relationRead, status: 502 }, on('5.54.0'))).toBeNull();
    expect(
      knownBehaviourOf({ ...relationRead, path: '/content-manager/collection-types/:model' }, on('5.54.0')),
    ).toBeNull();
    expect(knownBehaviourOf({ ...relationRead, passed: true }, on('5.54.0'))).toBeNull();
    expect(knownBehaviourOf(relationRead, on(null))).toBeNull();
  });

  it("names nothing where the request could not meet strapi/strapi#28194, and says the failure is the app's", () => {
    // A super admin's session is never refused a field: the 500 is the app's (issue 44, item 6a).
    const superAdmin = withKnownBehaviour(relationRead, on('5.54.0', 'super-admin'));
    expect(superAdmin.known_strapi_behaviour).toBeUndefined();
    expect(superAdmin.reason).toBe(
      "HTTP 500; the app's failure, not strapi/strapi#28194 (relation reads answer 500 instead of 403): a super admin is never refused a field",
    );
    // Without admin credentials Strapi answers 401 before the relation controller.
    const anonymous = {
      ...relationRead,
      scope: 'auth' as const,
      expect: 'refusal' as const,
      withAdminToken: false,
    };
    expect(knownBehaviourOf(anonymous, on('5.54.0'))).toBeNull();
    expect(withKnownBehaviour(anonymous, on('5.54.0')).reason).toBe(
      "HTTP 500; the app's failure, not strapi/strapi#28194 (relation reads answer 500 instead of 403): Strapi answers a request without admin credentials 401 before the controller",
    );
    expect(knownBehaviourOf(relationRead, on('5.54.0', null))).toBeNull();
    // A component as the relation's source: Strapi checks no field permission, so no refusal.
    const component = {
      ...relationRead,
      target: '/content-manager/relations/shared.seo/related?id=4',
    };
    expect(knownBehaviourOf(component, on('5.54.0'))).toBeNull();
    expect(withKnownBehaviour(component, on('5.54.0')).reason).toBe(
      "HTTP 500; the app's failure, not strapi/strapi#28194 (relation reads answer 500 instead of 403): shared.seo is a component, whose fields Strapi does not check there",
    );
    // A URL-encoded content-type UID is one.
    const encoded = {
      ...relationRead,
      target: '/content-manager/relations/api%3A%3Aarticle.article/category',
    };
    expect(knownBehaviourOf(encoded, on('5.54.0'))?.issue).toBe('strapi/strapi#28194');
    // From the fixed version on nothing is named either way.
    expect(withKnownBehaviour(relationRead, on('5.61.0', 'super-admin')).reason).toBe('HTTP 500');
  });

  it('applies an entry without a fixed release to every version, and says so', () => {
    const publish = {
      ...relationRead,
      method: 'POST',
      path: '/content-manager/collection-types/:model/:id/actions/publish',
    };
    const known = withKnownBehaviour(publish, on('5.99.0'));
    expect(known.known_strapi_behaviour?.issue).toBe('strapi/strapi#28189');
    expect(knownBehaviourText(known)).toBe(
      'known Strapi behaviour strapi/strapi#28189 (publish on a content type without draft and publish answers 500) on Strapi 5.99.0: no fixed Strapi release is recorded yet',
    );
  });
});

describe('reports of a failure a known Strapi bug explains', () => {
  const result = withKnownBehaviour(relationRead, on('5.54.0'));
  const summary: RunSummary = {
    format: 'route-discovery-report/2',
    base_url: 'http://127.0.0.1:1337',
    started_at: '2026-11-26T00:00:00.000Z',
    duration_ms: 10,
    exit_code: 1,
    admin_credentials: false,
    notes: [],
    totals: { checks: 1, passed: 0, failed: 1, excluded: 0 },
    suites: tally([result]).suites,
    results: [result],
    drift: [],
  };
  const words =
    'known Strapi behaviour strapi/strapi#28194 (relation reads answer 500 instead of 403) on Strapi 5.54.0: upgrade to 5.61.0 or later';

  it('keeps it a failure and names the issue and the version to upgrade to in text, Markdown and JUnit', () => {
    expect(result.passed).toBe(false);
    expect(failureLine(result)).toBe(
      `FAIL backend GET /content-manager/relations/api::article.article/category (plugin::content-manager.relations.findAvailable): HTTP 500; ${words}`,
    );
    expect(formatMarkdown(summary)).toContain(`| 500 | HTTP 500; ${words} |`);
    expect(formatJunit(summary)).toContain(`message="HTTP 500; ${words} (status 500, 12 ms, 1 attempt(s))"`);
  });

  it('names it in the run a --publish sends to the admin too', () => {
    expect(buildRunPayload(summary, null, '0.1.0').failures[0].reason).toBe(`HTTP 500; ${words}`);
  });
});
