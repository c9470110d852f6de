import type { Knex } from 'knex';

/**
 * Starts the bare pipeline of the content-links benchmark on 127.0.0.1 (see bare-pipeline.js):
 * every GET answers `{"links":[...],"count":N}` for the benchmark's articles, with no offline
 * decision; `threads: 2` parses, walks and encodes on a worker thread.
 */
export function serveBarePipeline(
  knex: Knex,
  options?: { threads?: 1 | 2 },
): Promise<{ port: number; close: () => Promise<void> }>;
