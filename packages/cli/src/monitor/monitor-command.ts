import { Option, type Command } from 'commander';
import {
  MONITOR_FAIL_ON,
  PAGE_SIZE_MAX,
  type MonitorResponse,
  type MonitorTargetRow,
  type MonitorTargetsEnvelope,
} from '@route-discovery/contract';
import { addConnectionOptions, targetOf, validateConnection, type ConnectionOptions } from '../connection';
import { getJson } from '../discovery';
import { CouldNotRunError } from '../exit-codes';
import { positiveInt } from '../option-numbers';
import { print } from '../redact';
import { monitorReport, monitorText, statesOf, type MonitorFailOn } from './monitor-report';

/** The options of `route-discovery monitor`. */
interface MonitorOptions extends ConnectionOptions {
  failOn?: MonitorFailOn;
  json: boolean;
  limit: number;
}

/** Reads the targets in one state, page after page, up to `limit`. */
async function targetsIn(options: MonitorOptions, state: string, limit: number): Promise<MonitorTargetRow[]> {
  const rows: MonitorTargetRow[] = [];
  let cursor: string | null = null;
  do {
    const size = Math.min(PAGE_SIZE_MAX, limit - rows.length);
    const query: string = `monitor/targets?state=${state}&page_size=${size}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page: MonitorTargetsEnvelope | null = await getJson<MonitorTargetsEnvelope>(
      targetOf(options),
      query,
      false,
    );
    if (!page) break;
    rows.push(...page.targets);
    cursor = page.metadata.page.next_cursor;
  } while (cursor && rows.length < limit);
  return rows;
}

/**
 * Adds `route-discovery monitor` (docs/ci.md, "Gate on the monitor"): reads `v1/monitor` and the
 * broken (and, with `--fail-on failing`, failing) targets of `v1/monitor/targets`, prints a short
 * summary and those targets (or the `MonitorCliReport` JSON with `--json`), and exits 0, 1 when
 * `--fail-on` finds targets in its states, 2 when it cannot run (a server without the monitor
 * answers 404: update the plugin), 3 when the monitor has checked nothing yet.
 */
export function addMonitorCommand(program: Command): void {
  addConnectionOptions(
    program.command('monitor').description('read what the scheduled monitor found; gate a pipeline on it'),
  )
    .addOption(
      new Option('--fail-on <state>', 'exit 1 when a target is broken (or failing or broken)').choices(
        MONITOR_FAIL_ON,
      ),
    )
    .option('--json', 'print the report as JSON', false)
    .option('--limit <n>', 'targets listed at most', positiveInt, 100)
    .addHelpText(
      'after',
      '\nExit codes:\n  0  nothing --fail-on gates on\n  1  targets in the --fail-on state\n  2  could not run: bad arguments, discovery API unreachable, or 401/403/404/500 from it\n  3  the monitor has checked no link yet',
    )
    .action(async (raw: MonitorOptions) => {
      const options = validateConnection(raw);
      const failOn = options.failOn ?? null;
      const overview = await getJson<MonitorResponse>(targetOf(options), 'monitor', false);
      if (!overview?.counts) throw new CouldNotRunError('v1/monitor gave no answer: update the plugin.');
      const listed: MonitorTargetRow[] = [];
      for (const state of statesOf(failOn)) {
        if (overview.counts[state] > 0 && listed.length < options.limit)
          listed.push(...(await targetsIn(options, state, options.limit - listed.length)));
      }
      const report = monitorReport(overview, failOn, listed);
      print(process.stdout, options.json ? `${JSON.stringify(report, null, 2)}\n` : monitorText(report));
      process.exitCode = report.exit_code;
    });
}
