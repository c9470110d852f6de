import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import supertest from 'supertest';

/** A playground Strapi running in a child process (`playground-process.js`). */
export interface ChildPlayground {
  baseUrl: string;
  http: ReturnType<typeof supertest>;
  /** Process id of the child, to tell whether it is still alive. */
  pid: number;
  /** The child's stdout lines so far (Strapi's log at `TEST_LOG_LEVEL`), the last `STDOUT_LINES`. */
  stdout(): string[];
  /** Ends the child (SIGTERM, then SIGKILL after `STOP_GRACE_MS`) and waits for its exit. */
  stop(): Promise<void>;
}

const SCRIPT = resolve(__dirname, 'playground-process.js');
/** Longest a boot may take before the child is killed, ms (a PostgreSQL boot takes 10-20 s here). */
const BOOT_TIMEOUT_MS = 90_000;
/** Time the child gets to destroy Strapi after SIGTERM, ms. */
const STOP_GRACE_MS = 15_000;
/** Tail of the child's stderr kept for error messages, characters. */
const STDERR_TAIL = 4000;
/** Stdout lines kept per child. */
const STDOUT_LINES = 2000;

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

/**
 * Starts the playground in a child `node` process with this process's environment and `env` over
 * it, and resolves
 * once the child prints the port it listens on (127.0.0.1). Pass the environment another instance
 * booted with to get a second instance of the same app on the same database.
 * @param env the boot environment: database, secrets, `DISCOVERY_API_KEY`, ...
 * @throws when the child exits or prints no port within `BOOT_TIMEOUT_MS` (with its stderr tail)
 */
export async function startChildPlayground(
  env: Record<string, string | undefined>,
): Promise<ChildPlayground> {
  const child = spawn(process.execPath, [SCRIPT], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL);
  });
  // Read every stdout line, also after the port, so a chatty child never blocks on a full pipe.
  const lines = createInterface({ input: child.stdout });
  const stdout: string[] = [];
  lines.on('line', (line) => {
    stdout.push(line);
    if (stdout.length > STDOUT_LINES) stdout.shift();
  });

  const port = await new Promise<number>((found, failed) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      failed(new Error(`child playground printed no port within ${BOOT_TIMEOUT_MS} ms: ${stderr}`));
    }, BOOT_TIMEOUT_MS);
    lines.on('line', (line) => {
      if (!line.startsWith('{"playgroundPort"')) return;
      clearTimeout(timer);
      found((JSON.parse(line) as { playgroundPort: number }).playgroundPort);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      failed(new Error(`child playground exited (${code ?? signal}) before listening: ${stderr}`));
    });
  });

  // A child that printed its port was spawned, so it has a pid.
  const pid = child.pid as number;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    http: supertest(baseUrl),
    pid,
    stdout: () => [...stdout],
    async stop() {
      const gone = exited(child);
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await gone;
      clearTimeout(timer);
    },
  };
}
