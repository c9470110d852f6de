import type { Command } from 'commander';
import { reportSpec, type SmokeOptions } from '../options';
import { REPORT_FORMATS } from '../report/writer';
import { mergeReports } from './merge-reports';

/**
 * Adds `route-discovery merge-reports A.json B.json ... --report FORMAT=FILE` (docs/ci.md,
 * "Sharding"): the same `--report` syntax as `smoke`; the exit code is the whole run's.
 */
export function addMergeReportsCommand(program: Command, exitCodesHelp: string): void {
  program
    .command('merge-reports')
    .description('join the JSON reports of sharded smoke runs into one report of each format')
    .argument('<reports...>', 'JSON reports written by smoke --report json=FILE')
    .option(
      '--report <format=file>',
      `write a report: ${REPORT_FORMATS.map((format) => `${format}=FILE`).join(', ')} (repeatable)`,
      reportSpec,
      [],
    )
    .addHelpText('after', exitCodesHelp)
    .action(async (files: string[], options: { report: SmokeOptions['report'] }) => {
      process.exitCode = await mergeReports(files, options.report, process.stdout);
    });
}
