import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { appRequire, PLAYGROUND_DIR } from './app';
import { withProcessLock } from './cross-process-lock';

/** What a Strapi CLI command printed and how it ended. */
export interface StrapiCliResult {
  /** The exit code, or null when a signal (the timeout's SIGKILL) ended it. */
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Longest a data-transfer command may take before it is killed, ms (each boots the app once). */
const CLI_TIMEOUT_MS = 180_000;

/**
 * The diagnostic log a data-transfer command writes into its working folder, the playground
 * (`export_<ms>.log`, `import_<ms>.log`, `transfer_<ms>.log`: `@strapi/strapi`
 * `src/cli/utils/data-transfer.js` `formatDiagnostic`).
 */
const DIAGNOSTIC_LOG = /^(export|import|transfer)_\d+\.log$/;
const diagnosticLogs = () => new Set(readdirSync(PLAYGROUND_DIR).filter((name) => DIAGNOSTIC_LOG.test(name)));

/**
 * The lock Strapi's CLI runs take turns on: each compiles the playground into `playground/dist`
 * (playground/tsconfig.json) before it loads the app, and CI runs the PostgreSQL and MariaDB suites
 * side by side on one checkout, so a command could load a controller the other was rewriting
 * ("Handler not found").
 */
const CLI_LOCK = join(
  tmpdir(),
  `rd-strapi-cli-${createHash('sha1').update(PLAYGROUND_DIR).digest('hex').slice(0, 16)}.lock`,
);

/** The Strapi CLI the playground installs (`@strapi/strapi`'s `bin`: `bin/strapi.js`). */
const strapiBin = () => join(dirname(appRequire.resolve('@strapi/strapi/package.json')), 'bin', 'strapi.js');

/**
 * Runs the app's own Strapi CLI (`strapi export`, `import`, `transfer`, ...) in the playground's
 * folder in a child `node` process, with this process's environment and `env` over it (the
 * database and secrets of the instance it acts on), and waits for its exit. Standard input is
 * closed, as in CI: a command that would prompt reads end of input. The diagnostic log it leaves
 * in the playground is removed (its lines are in the output too). Runs take turns across processes
 * (`CLI_LOCK`).
 * @param args the command and its options, e.g. `['import', '-f', file, '--force']`
 * @returns its exit code and output; never rejects on a non-zero exit (the caller asserts it)
 * @throws when the process cannot be spawned
 */
export function runStrapiCli(
  args: readonly string[],
  env: Record<string, string | undefined>,
): Promise<StrapiCliResult> {
  return withProcessLock(CLI_LOCK, 2 * CLI_TIMEOUT_MS, () => runUnlocked(args, env));
}

/** `runStrapiCli` once this process holds the CLI lock. */
function runUnlocked(
  args: readonly string[],
  env: Record<string, string | undefined>,
): Promise<StrapiCliResult> {
  const logsBefore = diagnosticLogs();
  const child = spawn(process.execPath, [strapiBin(), ...args], {
    cwd: PLAYGROUND_DIR,
    env: { ...process.env, ...env, FORCE_COLOR: '0', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const timer = setTimeout(() => child.kill('SIGKILL'), CLI_TIMEOUT_MS);
  return new Promise((done, failed) => {
    child.once('error', (error) => {
      clearTimeout(timer);
      failed(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      for (const name of diagnosticLogs()) {
        if (!logsBefore.has(name)) rmSync(join(PLAYGROUND_DIR, name), { force: true });
      }
      done({ code, stdout, stderr });
    });
  });
}
