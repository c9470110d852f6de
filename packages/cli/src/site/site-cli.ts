import type { Command } from 'commander';
import { nonNegative, positiveInt, statusList } from '../option-numbers';
import { parseShard } from './shard';

/** Adds the website and scale-out options to `smoke` (docs/ci.md, "The website", "Sharding"). */
export function addSiteOptions(command: Command): Command {
  return command
    .option('--site', "also request every page row's site_url on the website (suite site)", false)
    .option(
      '--moved',
      'with --site: request every recorded old URL of v1/moved-urls; each must redirect in one hop to the new URL (suite moved)',
      false,
    )
    .option(
      '--redirect-status <codes>',
      'with --moved: the redirect codes an old URL may answer',
      statusList([301, 302, 303, 307, 308]),
      [301, 308],
    )
    .option(
      '--gone-status <codes>',
      'with --moved: the codes a gone page may answer',
      statusList([404, 410]),
      [410, 404],
    )
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
