'use strict';
/**
 * Starts and drives the benchmark server (server.js) in a child process over IPC.
 */
const { fork } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { mkdirSync, mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { playgroundBootEnv } = require('../../playground/boot-env');

const BOOT_TIMEOUT_MS = 180000;

/**
 * Boots the playground in a child Node process with `--expose-gc` and the Node flags in
 * BENCH_SERVER_NODE_OPTIONS (space-separated, e.g. `--max-old-space-size=256` to check that a
 * figure is V8 collecting lazily rather than memory held: a capped heap then still answers).
 * @param {Record<string,string>} databaseEnv DATABASE_* variables (see database.js)
 * @param {Record<string,string>} extraEnv more environment, e.g. ROUTE_DISCOVERY_CONFIG
 * @returns {Promise<{pid: number, baseUrl: string, apiKey: string,
 *   call: (command: string, args?: object) => Promise<any>, stop: () => Promise<void>}>}
 * @throws when the server exits or does not report ready within BOOT_TIMEOUT_MS
 */
async function startServer(databaseEnv, extraEnv = {}) {
  const publicDir = mkdtempSync(join(tmpdir(), 'rd-bench-public-'));
  mkdirSync(join(publicDir, 'uploads'));
  const apiKey = `rd-bench-${randomBytes(16).toString('hex')}`;
  const env = {
    ...process.env,
    ...playgroundBootEnv({ publicDir, apiKey }),
    BROWSER: 'none',
    HOST: '127.0.0.1',
    PORT: '0',
    ...databaseEnv,
    ...extraEnv,
  };
  const serverFlags = (process.env.BENCH_SERVER_NODE_OPTIONS || '').split(' ').filter(Boolean);
  const child = fork(join(__dirname, 'server.js'), [], { env, execArgv: ['--expose-gc', ...serverFlags] });
  const pending = new Map();
  let nextId = 1;
  child.on('message', (message) => {
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(message.error));
    else waiter.resolve(message.result);
  });
  const exited = new Promise((done) => child.once('exit', done));
  child.once('exit', (code) => {
    for (const waiter of pending.values()) waiter.reject(new Error(`benchmark server exited (${code})`));
    pending.clear();
  });

  const port = await new Promise((ready, fail) => {
    const timer = setTimeout(
      () => fail(new Error('benchmark server did not start in time')),
      BOOT_TIMEOUT_MS,
    );
    child.once('exit', (code) => fail(new Error(`benchmark server exited during boot (${code})`)));
    child.on('message', (message) => {
      if (!message.ready) return;
      clearTimeout(timer);
      ready(message.port);
    });
  }).catch(async (error) => {
    child.kill('SIGTERM');
    rmSync(publicDir, { recursive: true, force: true });
    throw error;
  });

  return {
    pid: child.pid,
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey,
    call(command, args = {}) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child.send({ id, command, ...args });
      });
    },
    async stop() {
      if (child.exitCode === null) child.disconnect();
      await exited;
      rmSync(publicDir, { recursive: true, force: true });
    },
  };
}

module.exports = { startServer };
