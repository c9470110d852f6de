import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PLAYGROUND_DIR } from './app';
import type { Test } from 'supertest';
import type { Playground } from './playground';

/** The platform endpoint. */
export const PLATFORM_ENDPOINT = '/api/route-discovery/v1/platform';

/**
 * A private folder inside the playground (manifests must stay inside the app) to write manifest
 * fixtures into, and requests of the platform report with the manifest setting pointing at them.
 */
export interface PlatformFixtures {
  /** The folder's absolute path. */
  dir: string;
  /** Writes files (path relative to the folder -> content). */
  write(files: Record<string, string | Uint8Array>): void;
  /** GET /v1/platform with the manifest at `manifest` (relative to the folder); undefined: none configured. */
  platformFor(manifest: string | undefined): Test;
  /** GET /v1/platform with `DISCOVERY_PLATFORM_DEPENDENCY_FILE` set to `setting` verbatim. */
  platformForSetting(setting: string): Test;
  /** Removes the folder and the manifest setting. */
  cleanup(): void;
}

/** Creates the fixture folder under `playground/.tmp/` for requests to `playground`. */
export function platformFixtures(playground: () => Playground): PlatformFixtures {
  mkdirSync(join(PLAYGROUND_DIR, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(PLAYGROUND_DIR, '.tmp', 'platform-fixtures-'));
  const request = () =>
    playground().http.get(PLATFORM_ENDPOINT).set('Authorization', `Bearer ${playground().apiKey}`);
  return {
    dir,
    write(files) {
      for (const [path, content] of Object.entries(files)) {
        mkdirSync(join(dir, path, '..'), { recursive: true });
        writeFileSync(join(dir, path), content);
      }
    },
    platformFor(manifest) {
      if (manifest === undefined) Reflect.deleteProperty(process.env, 'DISCOVERY_PLATFORM_DEPENDENCY_FILE');
      else process.env.DISCOVERY_PLATFORM_DEPENDENCY_FILE = relative(PLAYGROUND_DIR, join(dir, manifest));
      return request();
    },
    platformForSetting(setting) {
      process.env.DISCOVERY_PLATFORM_DEPENDENCY_FILE = setting;
      return request();
    },
    cleanup() {
      Reflect.deleteProperty(process.env, 'DISCOVERY_PLATFORM_DEPENDENCY_FILE');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
