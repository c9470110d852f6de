import type { Command } from 'commander';
import { nonNegative, positiveInt } from '../option-numbers';
import { parseShard } from './shard';

/** Adds the website and scale-out options to `smoke` (docs/ci.md, "The website", "Sharding"). */
export function addSiteOptions(command: Command): Command {
  return command
    .option('--site', "also request every page row's site_url on the website (suite site)", false)
    .option('--site-origin <url>', 'request the same site paths on this origin instead (staging, preview)')
    .option(
      '--sitemap <url>',
      'compare this sitemap (or sitemap index, gzip or not) with the published pages',
    )
    .option('--shard <i/n>', 'run shard i of n of the planned checks (merge with merge-reports)', parseShard)
    .option(
      '--timings <file>',
      'split the shards by the check durations of this JSON report (smoke or merge-reports)',
    )
    .option('--sample <n>', 'test only the first N pages per content type and locale', positiveInt)
    .option('--site-host-concurrency <n>', 'site requests in flight to one host', positiveInt, 4)
    .option(
      '--site-host-interval <ms>',
      'milliseconds between two site requests to one host',
      nonNegative,
      0,
    );
}
