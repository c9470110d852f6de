import { execFileSync, spawn } from 'node:child_process';
import { resolve } from 'node:path';

/** The built CLI entry (`npm run build -w packages/cli`). */
export const CLI_ENTRY = resolve(__dirname, '../../packages/cli/dist/cli.js');

/**
 * Bundles the CLI package (`packages/cli/bundle.js`, esbuild to `dist/cli.js`, the check engine
 * inlined), so the tests run the code of this checkout. Type checking is `npm run typecheck`.
 * Synchronous: call it before a playground boots. Skipped when `ROUTE_DISCOVERY_TEST_CLI_PREBUILT=1`
 * says the bundle of this checkout is already built.
 */
export function buildCli(): void {
  // Jest's globalSetup (tests/helpers/global-setup.js) and .ci/run build it once: two jest workers,
  // or the PostgreSQL and MariaDB suites side by side, rebuilding dist/cli.js at once would each run
  // the other's half-written bundle.
  if (process.env.ROUTE_DISCOVERY_TEST_CLI_PREBUILT === '1') return;
  execFileSync(process.execPath, [resolve(__dirname, '../../packages/cli/bundle.js')]);
}

/** What a CLI run printed and its exit code; `ms` is wall-clock milliseconds. */
export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/**
 * Runs the real CLI as a child process (asynchronously, so an in-process playground keeps serving).
 * The child's environment has no DISCOVERY_API_KEY or admin variables unless `env` sets them.
 */
export function runCli(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  const started = Date.now();
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name !== 'DISCOVERY_API_KEY' && !name.startsWith('ROUTE_DISCOVERY_'),
    ),
  );
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CLI_ENTRY, ...args], { env: { ...base, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr, ms: Date.now() - started }));
  });
}
