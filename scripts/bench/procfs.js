'use strict';
/**
 * Memory and CPU time of another process read from Linux procfs (proc(5)): VmRSS is the resident
 * set now, VmHWM its peak ("high water mark"). Writing `5` to /proc/<pid>/clear_refs resets the
 * peak to the current RSS (Linux >= 4.0, Documentation/filesystems/proc.rst "clear_refs").
 */
const { readFileSync, writeFileSync } = require('node:fs');

const MIB = 1024 * 1024;

/**
 * Reads VmRSS and VmHWM of a process.
 * @param {number} pid
 * @returns {{rss: number, peak: number}} bytes
 * @throws when the process is gone or procfs is unavailable
 */
function readMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status);
    if (!match) throw new Error(`/proc/${pid}/status has no ${name}`);
    return Number(match[1]) * 1024;
  };
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/**
 * Resets the peak RSS of a process to its current RSS.
 * @returns {boolean} false when the kernel refuses (then VmHWM is the peak since boot)
 */
function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux architecture Node supports (proc(5))

/** CPU time (user + system) a process has used, in seconds: fields 14 and 15 of /proc/<pid>/stat. */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/**
 * Waits until a process has been nearly idle (under 10% of a core) for two half-second samples in a
 * row: after a load generator stops, the server still finishes the requests it had accepted, and
 * memory read before that is not "after load".
 * @param {number} pid
 * @param {number} timeoutMs give up (and return false) after this long
 * @returns {Promise<boolean>} true when idle was reached
 */
async function waitForIdle(pid, timeoutMs = 120000) {
  const sampleMs = 500;
  const deadline = Date.now() + timeoutMs;
  let quietSamples = 0;
  let previous = cpuSeconds(pid);
  while (Date.now() < deadline) {
    await new Promise((wake) => setTimeout(wake, sampleMs));
    const now = cpuSeconds(pid);
    quietSamples = now - previous <= 0.1 * (sampleMs / 1000) ? quietSamples + 1 : 0;
    previous = now;
    if (quietSamples >= 2) return true;
  }
  return false;
}

/** Bytes as MiB with one decimal, e.g. `12.5`. */
const mib = (bytes) => (bytes / MIB).toFixed(1);

module.exports = { readMemory, resetPeak, waitForIdle, mib, MIB };
