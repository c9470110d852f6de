import { type ApiLifecycle, ENDPOINT_NAMES, type EndpointName } from '@route-discovery/contract';

export type { ApiLifecycle, ApiStatus } from '@route-discovery/contract';
export type { EndpointName };

/** A response contract: a version name and the endpoints it serves. */
export interface ApiVersionContract {
  /** `v1`, `v2`, ...: the path segment after `/api/route-discovery/`. */
  version: string;
  endpoints: readonly EndpointName[];
}

/** Operator announcements from `apiLifecycle` config: `{ v1: { deprecatedOn, sunsetOn } }`. */
export type LifecycleAnnouncements = Record<string, { deprecatedOn?: string; sunsetOn?: string }>;

/**
 * Code-level registry of API versions (docs/api.md, "Versions"). The package ships `v1`; adding a
 * contract makes it served beside the others, each under its own path segment.
 */
export class ApiVersionRegistry {
  private readonly contracts = new Map<string, ApiVersionContract>();

  constructor(initial: ApiVersionContract[] = [{ version: 'v1', endpoints: ENDPOINT_NAMES }]) {
    initial.forEach((contract) => this.register(contract));
  }

  /**
   * Adds a contract.
   * @throws Error when the version name is not `v<number>` or is already registered
   */
  register(contract: ApiVersionContract): void {
    if (!/^v\d+$/.test(contract.version)) {
      throw new Error(`API version must look like v1, v2, ...; got "${contract.version}"`);
    }
    if (this.contracts.has(contract.version)) {
      throw new Error(`API version ${contract.version} is already registered`);
    }
    this.contracts.set(contract.version, contract);
  }

  /** Removes a contract (tests register temporary ones); unknown names are ignored. */
  unregister(version: string): void {
    if (version !== 'v1') this.contracts.delete(version);
  }

  /** The contract for a path segment, or undefined when no such version is served. */
  get(version: string): ApiVersionContract | undefined {
    return this.contracts.get(version);
  }

  /** Registered version names, oldest first (by number). */
  list(): string[] {
    return [...this.contracts.keys()].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
  }

  /** The lifecycle of a version given the operator's announcements; deprecated once `deprecatedOn` is set. */
  lifecycle(version: string, announcements: LifecycleAnnouncements): ApiLifecycle {
    const announced = announcements[version];
    const deprecatedOn = announced?.deprecatedOn ?? null;
    return {
      status: deprecatedOn ? 'deprecated' : 'stable',
      deprecated_on: deprecatedOn,
      sunset_on: announced?.sunsetOn ?? null,
    };
  }

  /** The newest version whose status is stable, or null when every version is deprecated. */
  newestStable(announcements: LifecycleAnnouncements): string | null {
    const stable = this.list().filter((v) => this.lifecycle(v, announcements).status === 'stable');
    return stable.length ? stable[stable.length - 1] : null;
  }

  /**
   * The version a deprecated version's `Link: rel="successor-version"` points at for one endpoint:
   * the newest stable version, when it is newer than `version` and serves the same endpoint
   * (RFC 8594 section 3 leaves the target to the server; docs/decisions/0002-request-and-header-conventions.md says which we pick).
   * @returns the successor's name, or null when there is none
   */
  successorFor(
    version: string,
    endpoint: EndpointName,
    announcements: LifecycleAnnouncements,
  ): string | null {
    const successor = this.newestStable(announcements);
    if (!successor || Number(successor.slice(1)) <= Number(version.slice(1))) return null;
    return this.get(successor)?.endpoints.includes(endpoint) ? successor : null;
  }
}
