import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { playgroundBootEnv } from '../../playground/boot-env';

/**
 * `npm run demo`'s script (scripts/demo.js) when Strapi does not come up: it must exit with an
 * error and say why, and Ctrl-C must stop it, instead of waiting out its five-minute health wait
 * with nothing listening. The playground's `PLAYGROUND_BOOT_FAULT` (playground/src/index.js) makes
 * the real Strapi die by a signal, as a crashing native SQLite driver does, or hang in its boot.
 */

const DEMO = resolve(__dirname, '../../scripts/demo.js');

interface DemoRun {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the demo's exit code (or signal) once it has exited. */
  exited: Promise<number | string | null>;
}

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'route-discovery-demo-'));
  mkdirSync(join(dir, 'uploads'));
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A port nothing listens on now, so a health check there can only reach the demo's Strapi. */
function freePort(): Promise<number> {
  return new Promise((found, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => found(port));
    });
  });
}

/** Starts `node scripts/demo.js` without the admin panel build, on a fresh SQLite file. */
async function startDemo(fault: string): Promise<DemoRun> {
  const child = spawn(process.execPath, [DEMO], {
    env: {
      ...process.env,
      ...playgroundBootEnv({ publicDir: dir, apiKey: 'rd-demo-test-key' }),
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: join(dir, `${fault}.db`),
      PLAYGROUND_SEED: 'false',
      PLAYGROUND_BOOT_FAULT: fault,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | string | null>((done) =>
    child.once('exit', (code, signal) => done(code ?? signal)),
  );
  return { child, output: () => output, exited };
}

/** Resolves with the first match of `pattern` in the demo's output, as soon as it is printed. */
function waitForOutput(run: DemoRun, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((found, fail) => {
    const check = () => {
      const match = run.output().match(pattern);
      if (match) {
        run.child.stdout?.off('data', check);
        found(match);
      }
    };
    run.child.stdout?.on('data', check);
    run.exited.then(() => fail(new Error(`demo exited before printing ${pattern}: ${run.output()}`)));
    check();
  });
}

/** Whether a process with this id still exists (signal 0 only checks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm run demo when Strapi does not come up', () => {
  it('exits non-zero and says why when Strapi dies by a signal during its boot', async () => {
    const run = await startDemo('SIGKILL');
    const code = await run.exited;
    expect(code).toBe(128 + 9);
    expect(run.output()).toContain('[demo] Strapi was killed by SIGKILL before answering on');
    // Strapi's own process did die by the fault, not by the demo.
    expect(run.output()).toMatch(/PLAYGROUND_BOOT_FAULT=SIGKILL in process \d+/);
  });

  it('stops Strapi and exits on Ctrl-C while waiting for Strapi to answer', async () => {
    const run = await startDemo('hang');
    const [, pid] = await waitForOutput(run, /PLAYGROUND_BOOT_FAULT=hang in process (\d+)/);
    run.child.kill('SIGINT');
    const code = await run.exited;
    expect(code).toBe(128 + 2);
    expect(run.output()).toContain('[demo] SIGINT: stopping Strapi');
    expect(alive(Number(pid))).toBe(false);
  });
});
