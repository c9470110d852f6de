import { PromisePool } from '@supercharge/promise-pool';
import { buildInventory, type Inventory } from '../baseline';
import { discover } from '../discovery';
import { redactUrlCredentials } from '../redact';
import type { PlatformVersions } from '../types';
import type { FleetDeployment } from './fleet-config';

/** A finding of a deployment's exposure audit, as the fleet compares it. */
export interface FleetFinding {
  rule: string;
  severity: string;
  subject: string;
}

/** What one deployment told, or why it could not be read. */
export type DeploymentSnapshot =
  | {
      name: string;
      url: string;
      ok: true;
      ms: number;
      versions: PlatformVersions | null;
      inventory: Inventory;
      findings: FleetFinding[];
    }
  | { name: string; url: string; ok: false; ms: number; error: string };

/** How the deployments are read. */
export interface FleetReadOptions {
  /** Deployments read at once. */
  concurrency: number;
  /** Longest one deployment may take, all its calls together, milliseconds. */
  deploymentTimeoutMs: number;
  /** Timeout of each discovery call, milliseconds. */
  requestTimeoutMs: number;
  retries: number;
  /** The environment the credentials are read from (`credential_env`). */
  env: NodeJS.ProcessEnv;
}

/** Rejects after `ms` milliseconds with a message naming the limit (the timer never keeps Node alive). */
function deadline(ms: number): { promise: Promise<never>; clear: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`no answer within ${ms} ms (--deployment-timeout)`)), ms);
    timer.unref();
  });
  return { promise, clear: () => clearTimeout(timer) };
}

/**
 * Reads one deployment: discovery (`frontend-urls` without page rows, `backend-urls`, `exposure`, `graphql`,
 * `platform`, as `smoke` reads them: `discover`) turned into the baseline inventory (routes with
 * anonymous access, content types with public actions, GraphQL operations: `buildInventory`), the
 * versions and the exposure findings. Never throws: a missing credential, an error answer or the
 * deadline is a snapshot with `ok: false` and the reason (no credential in it).
 */
export async function readDeployment(
  deployment: FleetDeployment,
  options: FleetReadOptions,
): Promise<DeploymentSnapshot> {
  const started = Date.now();
  const url = redactUrlCredentials(deployment.url);
  const value = options.env[deployment.credential_env];
  if (!value) {
    return {
      name: deployment.name,
      url,
      ok: false,
      ms: 0,
      error: `environment variable ${deployment.credential_env} is not set`,
    };
  }
  const limit = deadline(options.deploymentTimeoutMs);
  const endsAt = started + options.deploymentTimeoutMs;
  try {
    const discovery = await Promise.race([
      discover(
        {
          baseUrl: deployment.url,
          prefix: deployment.prefix === '/' ? '' : deployment.prefix.replace(/\/+$/, ''),
          credential: { kind: deployment.credential_kind, value },
          // An attempt in flight at the deadline ends by it, so a hung deployment does not keep
          // the process alive long after its row is written.
          timeoutMs: Math.min(options.requestTimeoutMs, options.deploymentTimeoutMs),
          maxRetries: options.retries,
          // No retry starts after the deadline: the row is written, the process need not wait.
          beforeAttempt: async () => {
            if (Date.now() >= endsAt) throw new Error('deadline passed');
          },
        },
        { resolverRowsOnly: true },
      ),
      limit.promise,
    ]);
    return {
      name: deployment.name,
      url,
      ok: true,
      ms: Date.now() - started,
      versions: discovery.platform ?? null,
      inventory: buildInventory(discovery),
      findings: (discovery.exposure?.findings ?? []).map(({ rule, severity, subject }) => ({
        rule,
        severity,
        subject,
      })),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { name: deployment.name, url, ok: false, ms: Date.now() - started, error: message };
  } finally {
    limit.clear();
  }
}

/**
 * Reads every deployment with at most `concurrency` at once (@supercharge/promise-pool): a slow or
 * failing deployment holds one slot until its deadline and never the others.
 * @returns the snapshots in the file's order
 */
export async function readFleet(
  deployments: readonly FleetDeployment[],
  options: FleetReadOptions,
): Promise<DeploymentSnapshot[]> {
  const { results } = await PromisePool.withConcurrency(Math.max(1, options.concurrency))
    .for([...deployments])
    .useCorrespondingResults()
    .process((deployment) => readDeployment(deployment, options));
  return results as DeploymentSnapshot[];
}
