import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** How often a waiting process looks at the lock again, ms. */
const POLL_MS = 200;

/** Whether the process `pid` still runs (signal 0 only asks; ESRCH means it is gone). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `work` while this process holds the lock `folder` (made with `mkdir`, which succeeds for one
 * process only; the holder's pid written inside), so processes that share a resource on disk take
 * turns. A lock whose holder has died (a killed jest worker) is taken over.
 * @param folder the lock's path, made and removed here (its parent must exist)
 * @param waitMs longest wait for the lock, ms
 * @throws Error when the lock is not had within `waitMs`; what `work` throws
 */
export async function withProcessLock<T>(folder: string, waitMs: number, work: () => Promise<T>): Promise<T> {
  const giveUpAt = Date.now() + waitMs;
  for (;;) {
    try {
      mkdirSync(folder);
      writeFileSync(join(folder, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = NaN;
    try {
      holder = Number(readFileSync(join(folder, 'pid'), 'utf8'));
    } catch {
      // Made but its pid not written yet: wait.
    }
    if (Number.isInteger(holder) && holder > 0 && !isRunning(holder)) {
      rmSync(folder, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > giveUpAt) throw new Error(`lock ${folder} not had within ${waitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  try {
    return await work();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
