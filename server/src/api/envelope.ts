import pkg from '../../../package.json';
import { nowIso } from './http-dates';
import type { ApiLifecycle, BaseMetadata } from '@route-discovery/contract';

/** The installed plugin version, from this package's package.json (bundled at build time). */
export const PACKAGE_VERSION: string = pkg.version;

/** Builds the metadata every response carries. */
export function baseMetadata(version: string, lifecycle: ApiLifecycle): BaseMetadata {
  return {
    api_version: version,
    api_lifecycle: lifecycle,
    generated_at: nowIso(),
    package_version: PACKAGE_VERSION,
  };
}
