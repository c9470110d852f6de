import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { PLUGIN_ID } from '@route-discovery/contract';
import semver from 'semver';

const ROOT = resolve(__dirname, '..', '..');
const MARKETPLACE_DOC = readFileSync(join(ROOT, 'docs', 'marketplace.md'), 'utf8');

/** The fields of package.json these checks read. */
interface PackageManifest {
  name: string;
  description: string;
  keywords: string[];
  license: string;
  files: string[];
  strapi: { kind: string; name: string; displayName: string; description: string };
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
}
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageManifest;

/** Width and height of a PNG file, read from its IHDR chunk (PNG spec, section 11.2.2); throws when not a PNG. */
function pngSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(path);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error(`${path} is not a PNG file`);
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Every .ts/.tsx file under a folder (absolute paths). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** What makes a request leave the process or the browser tab. */
const NETWORK_CALL =
  /\bfetch\(|\bhttps?\.(request|get)\(|XMLHttpRequest|sendBeacon|new WebSocket\(|\bnet\.connect\(/;

/**
 * The files of server/src and admin/src allowed to make requests, each with the text that shows
 * where they go: the server asks only its own origin, the admin's link test only links into this CMS.
 */
const ALLOWED_NETWORK_FILES: Record<string, string> = {
  'server/src/exposure/guarded-probe.ts': 'ownOrigin(strapi)',
  'server/src/graphql/draft-probe.ts': 'ownOrigin(strapi)',
  'admin/src/lib/link-test.ts': "outcome: 'not-checkable'",
};

/** Names of packages that collect usage data. */
const TELEMETRY_PACKAGE =
  /analytics|telemetry|sentry|posthog|segment|mixpanel|amplitude|datadog|newrelic|bugsnag/i;

/** The length a Market description may have (issue 47, item 4). */
const DESCRIPTION_LENGTH = { min: 50, max: 150 };

/** One assertion per `check` of docs/marketplace.md's table; each throws (through expect) when unmet. */
const CHECKS: Record<string, () => void> = {
  'npm-name': () => {
    expect(manifest.name).toMatch(/^strapi-plugin-[a-z0-9-]+$/);
    expect(manifest.keywords).toEqual(expect.arrayContaining(['strapi', 'strapi-plugin']));
  },
  'strapi-block': () => {
    expect(manifest.strapi.kind).toBe('plugin');
    expect(manifest.strapi.name).toBe(PLUGIN_ID);
    expect(manifest.strapi.displayName.trim().length).toBeGreaterThan(0);
    expect(typeof manifest.strapi.description).toBe('string');
  },
  'short-description': () => {
    for (const description of [manifest.strapi.description, manifest.description]) {
      expect(description.length).toBeGreaterThanOrEqual(DESCRIPTION_LENGTH.min);
      expect(description.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH.max);
    }
  },
  'peer-range': () => {
    const range = manifest.peerDependencies['@strapi/strapi'];
    expect(semver.validRange(range)).not.toBeNull();
    expect(semver.minVersion(range)?.major).toBe(5);
    expect(semver.intersects(range, '<5.0.0')).toBe(false);
    expect(semver.intersects(range, '>=6.0.0-0')).toBe(false);
    expect(Object.keys(manifest.dependencies).filter((name) => name.startsWith('@strapi/'))).toEqual([]);
  },
  logo: () => {
    expect(manifest.files).toContain('logo.png');
    expect(pngSize(join(ROOT, 'logo.png'))).toEqual({ width: 160, height: 160 });
  },
  license: () => {
    expect(manifest.license).toBe('MIT');
    expect(existsSync(join(ROOT, 'LICENSE'))).toBe(true);
    expect(manifest.files).toContain('LICENSE');
  },
  'no-telemetry': () => {
    const calling = ['server/src', 'admin/src']
      .flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .filter((file) => NETWORK_CALL.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(calling.sort()).toEqual(Object.keys(ALLOWED_NETWORK_FILES).sort());
    for (const [file, marker] of Object.entries(ALLOWED_NETWORK_FILES)) {
      expect(readFileSync(join(ROOT, file), 'utf8')).toContain(marker);
    }
    expect(Object.keys(manifest.dependencies).filter((name) => TELEMETRY_PACKAGE.test(name))).toEqual([]);
  },
  'production-audit': () => {
    // The audit itself needs the registry (docs/marketplace.md, "npm audit"); what a unit test can
    // hold is that every production dependency is pinned, so an audit's finding names one version.
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string }>;
    };
    for (const [name, version] of Object.entries(manifest.dependencies)) {
      expect(semver.valid(version)).toBe(version);
      expect(lock.packages[`node_modules/${name}`]?.version).toBe(version);
    }
  },
};

/** The `check` column of docs/marketplace.md's requirements table. */
function documentedChecks(): string[] {
  return MARKETPLACE_DOC.split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => /^\| `([a-z-]+)`/.exec(line)?.[1])
    .filter((check): check is string => check !== undefined);
}

describe('docs/marketplace.md, the Strapi Marketplace requirements', () => {
  it('lists exactly the checks this test makes', () => {
    expect(documentedChecks().sort()).toEqual(Object.keys(CHECKS).sort());
  });

  it.each(Object.keys(CHECKS))('is met by the package: %s', (check) => {
    CHECKS[check]();
  });

  it('reads PNG sizes from the IHDR chunk, and refuses a file that is not a PNG', () => {
    expect(() => pngSize(join(ROOT, 'package.json'))).toThrow('is not a PNG file');
    expect(pngSize(join(ROOT, 'docs', 'images', 'runs-widget.png')).width).toBeGreaterThan(0);
  });
});
