import { isWriteAction, SkipReason } from '@route-discovery/contract';
import type { Discovery } from './types';

/** One route of the inventory. */
export interface InventoryRoute {
  method: string;
  path: string;
  handler: string;
  /** `content-api` or `admin`. */
  api: 'content-api' | 'admin';
  /** Whether an anonymous caller may call it (admin routes: false, they are not assessed). */
  anonymous: boolean;
}

/** A content type that anonymous callers may reach, with the actions they may call. */
export interface InventoryContentType {
  uid: string;
  public_actions: string[];
}

/** The baseline file (`--save-baseline`): what the app exposes, independent of test results. */
export interface Inventory {
  format: 'route-discovery-baseline/1';
  generated_at: string;
  /** `exposure` when the server has that endpoint, else `frontend-urls` (skip reasons). */
  source: 'exposure' | 'frontend-urls';
  routes: InventoryRoute[];
  content_types: InventoryContentType[];
  /**
   * GraphQL root fields and whether anonymous callers may run them, when the app has the GraphQL
   * plugin (absent otherwise, and in baselines written before this field existed).
   */
  graphql_operations?: InventoryGraphqlOperation[];
}

/** A GraphQL root field of the inventory. */
export interface InventoryGraphqlOperation {
  operation: string;
  kind: 'query' | 'mutation';
  /** The Public role (or `auth: false`) lets anonymous callers run it. */
  anonymous: boolean;
}

const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** Splits a content-API handler UID `api::article.article.find` into `api::article.article` and `find`. */
function splitHandler(handler: string): { uid: string; action: string } | null {
  const match = /^((?:api|plugin)::[^.]+\.[^.]+)\.([^.]+)$/.exec(handler);
  return match ? { uid: match[1], action: match[2] } : null;
}

/**
 * Builds the inventory from what discovery told: the exposure endpoint when served, else the
 * frontend-urls resolver rows (a route is anonymous when its row is testable).
 */
export function buildInventory(discovery: Discovery, now = new Date()): Inventory {
  const routes = new Map<string, InventoryRoute>();
  const contentTypes = new Map<string, Set<string>>();
  const grant = (uid: string, action: string) => {
    const actions = contentTypes.get(uid) ?? new Set<string>();
    actions.add(action);
    contentTypes.set(uid, actions);
  };
  if (discovery.exposure) {
    for (const r of discovery.exposure.routes) {
      const route = {
        method: r.method,
        path: r.route,
        handler: r.handler,
        api: 'content-api' as const,
        anonymous: r.access === 'public',
      };
      routes.set(routeKey(route), route);
    }
    for (const type of discovery.exposure.content_types) {
      for (const action of type.public_actions) grant(type.uid, action);
    }
  } else {
    for (const row of discovery.frontend) {
      if (row.source !== 'resolver') continue;
      // frontend-urls names "Requires authentication" only when no other skip reason applies, so
      // only a testable row proves anonymous access; the others count as not anonymous.
      const anonymous = row.is_testable && row.skip_reason !== SkipReason.authentication;
      const route = {
        method: row.method,
        path: row.url,
        handler: row.name,
        api: 'content-api' as const,
        anonymous,
      };
      routes.set(routeKey(route), route);
      const parts = splitHandler(row.name);
      if (anonymous && parts) grant(parts.uid, parts.action);
    }
  }
  for (const row of discovery.backend) {
    const route = {
      method: row.method,
      path: row.route,
      handler: row.view_name || row.name,
      api: 'admin' as const,
      anonymous: false,
    };
    if (!routes.has(routeKey(route))) routes.set(routeKey(route), route);
  }
  const graphql = discovery.graphql?.operations.map((row) => ({
    operation: row.operation,
    kind: row.kind,
    anonymous: row.access === 'public',
  }));
  return {
    format: 'route-discovery-baseline/1',
    generated_at: now.toISOString(),
    source: discovery.exposure ? 'exposure' : 'frontend-urls',
    ...(graphql ? { graphql_operations: graphql } : {}),
    routes: [...routes.values()].sort((a, b) => routeKey(a).localeCompare(routeKey(b))),
    content_types: [...contentTypes.entries()]
      .map(([uid, actions]) => ({ uid, public_actions: [...actions].sort() }))
      .sort((a, b) => a.uid.localeCompare(b.uid)),
  };
}

/** One difference between the baseline and now. */
export interface Drift {
  kind: 'regression' | 'removed' | 'added';
  subject: string;
  message: string;
  /** Whether it fails the run (`driftFails`). */
  fails: boolean;
}

/** What fails a run besides regressions: `--fail-on removed`. */
export interface DriftPolicy {
  failOnRemoved: boolean;
}

/**
 * The drift-fails rule, written once: a regression always fails the run, a removed route fails it
 * with `--fail-on removed`, a new route never does.
 */
export function driftFails(kind: Drift['kind'], policy: DriftPolicy): boolean {
  return kind === 'regression' || (kind === 'removed' && policy.failOnRemoved);
}

/**
 * Compares the current inventory with a baseline. Regressions (listed first): a route or content
 * type that became anonymously reachable, a new public write action. Then routes removed since the
 * baseline, then new routes (information only). Each drift says whether it fails the run.
 */
export function compareInventories(
  baseline: Inventory,
  current: Inventory,
  policy: DriftPolicy = { failOnRemoved: false },
): Drift[] {
  const before = new Map(baseline.routes.map((r) => [routeKey(r), r]));
  const now = new Map(current.routes.map((r) => [routeKey(r), r]));
  const regressions: Array<Omit<Drift, 'fails'>> = [];
  const removed: Array<Omit<Drift, 'fails'>> = [];
  const added: Array<Omit<Drift, 'fails'>> = [];
  for (const [key, route] of now) {
    const old = before.get(key);
    if (!old) {
      added.push({ kind: 'added', subject: key, message: `new route ${key} (${route.handler})` });
      if (route.anonymous) {
        regressions.push({
          kind: 'regression',
          subject: key,
          message: `new route ${key} (${route.handler}) is anonymously reachable`,
        });
      }
    } else if (route.anonymous && !old.anonymous) {
      regressions.push({
        kind: 'regression',
        subject: key,
        message: `${key} (${route.handler}) became anonymously reachable`,
      });
    }
  }
  for (const [key, route] of before) {
    if (!now.has(key))
      removed.push({ kind: 'removed', subject: key, message: `route ${key} (${route.handler}) disappeared` });
  }
  const oldTypes = new Map(baseline.content_types.map((t) => [t.uid, new Set(t.public_actions)]));
  for (const type of current.content_types) {
    const old = oldTypes.get(type.uid);
    if (!old) {
      regressions.push({
        kind: 'regression',
        subject: type.uid,
        message: `content type ${type.uid} became anonymously reachable (${type.public_actions.join(', ')})`,
      });
      continue;
    }
    for (const action of type.public_actions) {
      if (!old.has(action) && isWriteAction(action)) {
        regressions.push({
          kind: 'regression',
          subject: `${type.uid}.${action}`,
          message: `new public write action ${type.uid}.${action}`,
        });
      }
    }
  }
  regressions.push(...graphqlRegressions(baseline, current));
  return [...regressions, ...removed, ...added].map((drift) => ({
    ...drift,
    fails: driftFails(drift.kind, policy),
  }));
}

/**
 * GraphQL operations that anonymous callers may run now and could not at the baseline (or that
 * are new and public). Compared only when both inventories list GraphQL operations, so a baseline
 * written before the app (or this CLI) had GraphQL reports no drift.
 */
function graphqlRegressions(baseline: Inventory, current: Inventory): Array<Omit<Drift, 'fails'>> {
  if (!baseline.graphql_operations || !current.graphql_operations) return [];
  const before = new Map(baseline.graphql_operations.map((op) => [`${op.kind} ${op.operation}`, op]));
  return current.graphql_operations
    .filter((op) => op.anonymous && !before.get(`${op.kind} ${op.operation}`)?.anonymous)
    .map((op) => ({
      kind: 'regression' as const,
      subject: `graphql ${op.kind} ${op.operation}`,
      message: `GraphQL ${op.kind} ${op.operation} became anonymously reachable`,
    }));
}
