import type { ApiLifecycle } from './contract';

export type { ApiLifecycle, ApiStatus } from './contract';

/** Endpoints a version can serve; each maps to a discovery function of the plugin. */
export type EndpointName = 'backend-urls' | 'frontend-urls' | 'platform' | 'exposure';

/** A response contract: a version name and the endpoints it serves. */
export interface ApiVersionContract {
  /** `v1`, `v2`, ...: the path segment after `/api/route-discovery/`. */
  version: string;
  endpoints: readonly EndpointName[];
}

/** Operator announcements from `apiLifecycle` config: `{ v1: { deprecatedOn, sunsetOn } }`. */
export type LifecycleAnnouncements = Record<string, { deprecatedOn?: string; sunsetOn?: string }>;

const ALL_ENDPOINTS: readonly EndpointName[] = ['backend-urls', 'frontend-urls', 'platform', 'exposure'];

/**
 * Code-level registry of API versions (design section 8). The package ships `v1`; adding a
 * contract makes it served beside the others, each under its own path segment.
 */
export class ApiVersionRegistry {
  private readonly contracts = new Map<string, ApiVersionContract>();

  constructor(initial: ApiVersionContract[] = [{ version: 'v1', endpoints: ALL_ENDPOINTS }]) {
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
}
