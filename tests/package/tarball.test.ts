import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * What `npm pack` ships. The tarball comes from `PACKAGE_TARBALL` (made earlier, e.g. by CI), or
 * is packed here with `--ignore-scripts` from the `dist/` that `npm test` has just built (the
 * `prepack` script would build again and run `strapi-plugin verify`).
 */
const root = resolve(__dirname, '../..');
let workDir: string | undefined;
let tarball: string;
let entries: string[];

beforeAll(() => {
  if (process.env.PACKAGE_TARBALL) {
    tarball = resolve(process.env.PACKAGE_TARBALL);
  } else {
    workDir = mkdtempSync(join(tmpdir(), 'route-discovery-pack-'));
    execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', workDir], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const [name] = readdirSync(workDir).filter((file) => file.endsWith('.tgz'));
    tarball = join(workDir, name);
  }
  entries = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((entry) => entry.replace(/^package\//, ''));
});

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('the npm package', () => {
  it("holds the server and admin bundles, in CommonJS and ES module form, the monitor's check worker and the fingerprint worker", () => {
    expect(entries).toEqual(
      expect.arrayContaining([
        'strapi-server.js',
        'strapi-admin.js',
        'dist/server/index.js',
        'dist/server/index.mjs',
        'dist/server/check-worker.js',
        'dist/server/fingerprint-worker.js',
        'dist/admin/index.js',
        'dist/admin/index.mjs',
      ]),
    );
  });

  it('holds every type declaration its exports point at, and no server declarations (decision 0219)', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      exports: Record<string, string | { types?: string }>;
    };
    const declared = Object.values(manifest.exports)
      .map((target) => (typeof target === 'string' ? undefined : target.types))
      .filter((path): path is string => path !== undefined)
      .map((path) => path.replace(/^\.\//, ''));
    expect(declared).toEqual(['dist/admin/src/index.d.ts']);
    expect(entries).toEqual(expect.arrayContaining(declared));
    expect(entries.filter((entry) => entry.startsWith('dist/server/src/'))).toEqual([]);
  });

  it('holds the README, LICENSE, CHANGELOG and manifest', () => {
    expect(entries).toEqual(expect.arrayContaining(['README.md', 'LICENSE', 'CHANGELOG.md', 'package.json']));
  });

  it('depends on no unpublished workspace package: the bundles inline the check engine and the contract', () => {
    const read = (entry: string) =>
      execFileSync('tar', ['-xzOf', tarball, `package/${entry}`], { encoding: 'utf8' });
    const manifest = JSON.parse(read('package.json')) as Record<string, Record<string, string> | undefined>;
    const workspace = ['@route-discovery/check-engine', '@route-discovery/contract'];
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
      expect(Object.keys(manifest[field] ?? {}).filter((name) => workspace.includes(name))).toEqual([]);
    }
    const bundles = entries.filter((entry) => /^dist\/(server|admin)\/[^/]+\.m?js$/.test(entry));
    expect(bundles.length).toBeGreaterThan(0);
    for (const entry of bundles)
      expect(read(entry)).not.toMatch(/["']@route-discovery\/(check-engine|contract)["']/);
  });

  it('asks for no @strapi/* package but @strapi/strapi and the admin design system as peers', () => {
    // A peer on @strapi/utils made npm install its newest release beside the copies an older minor
    // nests: two copies, and Strapi's instanceof error checks answered 500 (docs/decisions/0012-private-attributes-never-read.md).
    const manifest = JSON.parse(
      execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }),
    ) as { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
    expect(Object.keys(manifest.dependencies ?? {}).filter((name) => name.startsWith('@strapi/'))).toEqual(
      [],
    );
    expect(
      Object.keys(manifest.peerDependencies ?? {})
        .filter((name) => name.startsWith('@strapi/'))
        .sort(),
    ).toEqual(['@strapi/design-system', '@strapi/icons', '@strapi/strapi']);
  });

  it('holds no tests, playground, sources, source maps or dependencies', () => {
    const junk = entries.filter((entry) =>
      /^(tests|playground|server|admin|scripts|node_modules|docs|\.ci)\/|\.map$|\.tsx?$(?<!\.d\.ts)|\.test\./.test(
        entry,
      ),
    );
    expect(junk).toEqual([]);
  });

  // 177 kB before content links, GraphQL, site pages, runs and charts; about 260 kB with them
  // (docs/decisions/0097-packed-size-guard.md).
  it('stays small (under 650 kB packed)', () => {
    const bytes = statSync(tarball).size;
    console.log(`npm pack: ${(bytes / 1000).toFixed(1)} kB packed, ${entries.length} files`);
    expect(bytes).toBeLessThan(650_000);
  });
});
