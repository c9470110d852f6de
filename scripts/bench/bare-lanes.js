'use strict';
/**
 * The check loop of the monitor benchmark's two bare checkers (watch-bare.js, watch-bare-worker.js):
 * `concurrency` checks in flight at once, each taking the next URL when it ends, with this
 * process's memory read around them.
 * @param {string[]} urls
 * @param {number} concurrency checks in flight at once
 * @param {(url: string) => Promise<boolean>} fails checks one URL; true when it fails
 * @returns {Promise<{failed: number, rss: number, peak: number}>} failures; this process's RSS
 *   before the checks and its peak RSS (VmHWM) by their end, in bytes
 */
const { readMemory, resetPeak } = require('./procfs');

async function checkInLanes(urls, concurrency, fails) {
  const { rss } = readMemory(process.pid);
  resetPeak(process.pid);
  let next = 0;
  let failed = 0;
  const lane = async () => {
    while (next < urls.length) {
      if (await fails(urls[next++])) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, urls.length) }, lane));
  return { failed, rss, peak: readMemory(process.pid).peak };
}

module.exports = { checkInLanes };
