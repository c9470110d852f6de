import type { DeploymentSnapshot } from './fleet-read';

/** What differs between deployments (docs/cli.md, "Fleet"). */
export const FLEET_DRIFT_KINDS = [
  'unreachable',
  'version',
  'route',
  'graphql',
  'anonymous',
  'content-type',
  'finding',
] as const;
/** One kind of fleet drift. */
export type FleetDriftKind = (typeof FLEET_DRIFT_KINDS)[number];

/**
 * One difference between deployments: `subject` what it is about (`GET /api/articles`,
 * `graphql query articles`, `api::article.article`, `strapi`, a finding's `rule subject`, a
 * deployment name for `unreachable`), `values` what each readable deployment has (`absent`,
 * `anonymous`, `not anonymous`, a version, public actions, a severity; for `unreachable` the
 * reason), `allowed` whether the fleet baseline allows it.
 */
export interface FleetDrift {
  kind: FleetDriftKind;
  subject: string;
  values: Record<string, string>;
  allowed: boolean;
}

type Readable = Extract<DeploymentSnapshot, { ok: true }>;

/** Adds drift of `kind` for every subject whose value is not the same on all readable deployments. */
function differing(
  out: Array<Omit<FleetDrift, 'allowed'>>,
  readable: readonly Readable[],
  subjects: Iterable<string>,
  valueOf: (snapshot: Readable, subject: string) => string,
  kindOf: (values: string[]) => FleetDriftKind,
): void {
  for (const subject of subjects) {
    const values = Object.fromEntries(readable.map((s) => [s.name, valueOf(s, subject)]));
    const distinct = new Set(Object.values(values));
    if (distinct.size > 1) out.push({ kind: kindOf(Object.values(values)), subject, values });
  }
}

/** The subject of the drift row of deployments with and without the GraphQL plugin. */
export const GRAPHQL_PLUGIN = 'GraphQL plugin';

const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/**
 * Compares the deployments of a fleet (pure): each deployment that could not be read
 * (`unreachable`); among the others, Strapi, plugin and Node versions (`version`), routes
 * (method and path, content API and admin) present in some and not others (`route`), the GraphQL
 * plugin, and among the deployments that run it its operations, likewise (`graphql`), routes and operations every deployment has but anonymous
 * callers may call on some only (`anonymous`), content types whose anonymous actions differ
 * (`content-type`), exposure findings some have and others not, or of another severity
 * (`finding`). Sorted by kind (`FLEET_DRIFT_KINDS`), then subject.
 */
export function fleetDrift(snapshots: readonly DeploymentSnapshot[]): Array<Omit<FleetDrift, 'allowed'>> {
  const out: Array<Omit<FleetDrift, 'allowed'>> = [];
  for (const s of snapshots)
    if (!s.ok) out.push({ kind: 'unreachable', subject: s.name, values: { [s.name]: s.error } });
  const readable = snapshots.filter((s): s is Readable => s.ok);
  if (readable.length >= 2) {
    const presence = (values: string[]): FleetDriftKind =>
      values.includes('absent') ? 'route' : 'anonymous';
    for (const field of ['strapi', 'plugin', 'node'] as const)
      differing(
        out,
        readable,
        [field],
        (s) => s.versions?.[field] || 'unknown',
        () => 'version',
      );
    const routes = new Set(readable.flatMap((s) => s.inventory.routes.map(routeKey)));
    differing(
      out,
      readable,
      routes,
      (s, key) => {
        const route = s.inventory.routes.find((r) => routeKey(r) === key);
        if (!route) return 'absent';
        if (route.api === 'admin') return 'present';
        return route.anonymous ? 'anonymous' : 'not anonymous';
      },
      presence,
    );
    // Operations are compared among the deployments that run GraphQL; a deployment without the
    // plugin is one row, not one per operation.
    const withGraphql = readable.filter((s) => s.inventory.graphql_operations);
    if (withGraphql.length > 0 && withGraphql.length < readable.length)
      differing(
        out,
        readable,
        [GRAPHQL_PLUGIN],
        (s) => (s.inventory.graphql_operations ? 'present' : 'absent'),
        () => 'graphql',
      );
    const opKey = (op: { kind: string; operation: string }) => `graphql ${op.kind} ${op.operation}`;
    const operations = new Set(withGraphql.flatMap((s) => (s.inventory.graphql_operations ?? []).map(opKey)));
    differing(
      out,
      withGraphql,
      operations,
      (s, key) => {
        const op = (s.inventory.graphql_operations ?? []).find((o) => opKey(o) === key);
        return op ? (op.anonymous ? 'anonymous' : 'not anonymous') : 'absent';
      },
      (values) => (values.includes('absent') ? 'graphql' : 'anonymous'),
    );
    const types = new Set(readable.flatMap((s) => s.inventory.content_types.map((t) => t.uid)));
    differing(
      out,
      readable,
      types,
      (s, uid) => s.inventory.content_types.find((t) => t.uid === uid)?.public_actions.join(', ') || 'none',
      () => 'content-type',
    );
    const findingKey = (f: { rule: string; subject: string }) => `${f.rule} ${f.subject}`;
    const findings = new Set(readable.flatMap((s) => s.findings.map(findingKey)));
    differing(
      out,
      readable,
      findings,
      (s, key) => s.findings.find((f) => findingKey(f) === key)?.severity ?? 'absent',
      () => 'finding',
    );
  }
  const order = (kind: FleetDriftKind) => FLEET_DRIFT_KINDS.indexOf(kind);
  return out.sort((a, b) => order(a.kind) - order(b.kind) || a.subject.localeCompare(b.subject));
}
