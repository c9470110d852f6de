import picomatch from 'picomatch';
import {
  adminRowExpectation,
  backendTarget,
  contentApiExpectation,
  frontendTarget,
} from '@route-discovery/check-engine';
import { graphqlChecks } from './plan-graphql';
import { previewChecks } from './plan-preview';
import type { Check, Discovery } from './types';

/** What to test and how. */
export interface PlanOptions {
  include: string[];
  exclude: string[];
  /** Whether backend rows get a test with an admin token (credentials were given). */
  withAdminToken: boolean;
  /** Globs of backend routes that may answer anonymous callers (`--allow-anonymous`): no auth-enforcement check. */
  anonymousByDesign: string[];
  /** Exact backend routes public by design, as the server classifies them (`publicByDesignRoutes`). */
  publicByDesignRoutes?: string[];
  /** `--graphql-path`: where the GraphQL endpoint answers, when not the server's `graphql_endpoint`. */
  graphqlPath?: string;
}

/** The checks to run, and how many rows the globs or the design list left out. */
export interface Plan {
  checks: Check[];
  excluded: number;
}

/** Builds a predicate: a check is kept when an include glob (if any) matches and no exclude glob does. */
function filterFor(options: PlanOptions): (check: Check) => boolean {
  const glob = { dot: true };
  const include = options.include.length > 0 ? picomatch(options.include, glob) : () => true;
  const exclude = options.exclude.length > 0 ? picomatch(options.exclude, glob) : () => false;
  // A handler has no slash, so `**` would not match it: match it as one path segment under `/`.
  const subjects = (check: Check) => [
    check.path,
    check.target.split('?')[0],
    check.handler,
    ...(check.graphql ? [check.graphql.operation] : []),
  ];
  return (check) => subjects(check).some((s) => include(s)) && !subjects(check).some((s) => exclude(s));
}

/**
 * Turns discovery rows into checks (docs/api.md, "Smoke test" lines). What may be tested is the
 * server's decision (`is_testable`), never a second rule here; every check requests a GET.
 * - frontend: every testable row, anonymously, must succeed;
 * - backend: every testable row with the admin token, when one is given, must succeed;
 * - auth: every backend row and every frontend row whose reason is "Requires authentication",
 *   when its route answers GET (`answersGet`, the server's rule: `GET` and `ALL`), with no
 *   credentials, must answer 401 or 403. Rows whose reason is "URL contains regex patterns" are
 *   left out (no literal request reaches them): the server's skip reason, not a second path rule.
 *   The frontend, backend-anonymous and auth rules are check-engine's `contentApiExpectation` and
 *   `adminRowExpectation`, which the monitor's targets use too;
 * - graphql: the GraphQL queries (`plan-graphql.ts`), POSTed anonymously;
 * - preview: the app's preview URLs (`preview` rows, `plan-preview.ts`).
 */
export function planChecks(discovery: Discovery, options: PlanOptions): Plan {
  const checks: Check[] = [];
  const publicRoutes = new Set(options.publicByDesignRoutes ?? []);
  const byDesign = picomatch(options.anonymousByDesign.length ? options.anonymousByDesign : ['!**'], {
    dot: true,
  });
  const singleTypes = new Set(
    (discovery.exposure?.content_types ?? []).filter((t) => t.kind === 'singleType').map((t) => t.uid),
  );
  for (const row of discovery.frontend) {
    if (row.source === 'preview') {
      checks.push(...previewChecks(row, { withAdminToken: options.withAdminToken, singleTypes }));
      continue;
    }
    const base = {
      method: 'GET',
      path: row.url,
      target: frontendTarget(row),
      handler: row.name,
      withAdminToken: false,
    };
    // The anonymous rule the monitor's content-api targets share (check-engine `contentApiExpectation`).
    const expect = contentApiExpectation(row);
    if (expect) checks.push({ ...base, scope: expect === 'success' ? 'frontend' : 'auth', expect });
  }
  for (const row of discovery.backend) {
    const base = {
      method: 'GET',
      path: row.route,
      target: backendTarget(row),
      handler: row.view_name || row.name,
    };
    if (row.is_testable && options.withAdminToken) {
      checks.push({ ...base, scope: 'backend', expect: 'success', withAdminToken: true });
    }
    const openByDesign = byDesign(row.route) || publicRoutes.has(row.route);
    // The anonymous rule the monitor's admin targets share (check-engine `adminRowExpectation`).
    if (adminRowExpectation(row, openByDesign)) {
      checks.push({ ...base, scope: 'auth', expect: 'refusal', withAdminToken: false });
    }
  }
  if (discovery.graphql) {
    const path = options.graphqlPath || discovery.graphql.metadata?.graphql_endpoint || '/graphql';
    checks.push(...graphqlChecks(discovery.graphql, path));
  }
  const keep = filterFor(options);
  const seen = new Set<string>();
  // Rows expanded per content type share one unresolved path: check each target once per scope.
  const unique = checks.filter((check) => {
    const key = `${check.scope} ${check.target} ${check.graphql?.operation ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const kept = unique.filter(keep);
  return { checks: kept, excluded: unique.length - kept.length };
}
