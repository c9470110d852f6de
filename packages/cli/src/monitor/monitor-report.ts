import {
  EXIT,
  type MonitorCliReport,
  type MonitorResponse,
  type MonitorTargetRow,
  type MonitorTargetState,
} from '@route-discovery/contract';

/** What `--fail-on` gates on: `broken` targets, or `failing` and `broken` ones; null gates on nothing. */
export type MonitorFailOn = MonitorCliReport['fail_on'];

/** The states a `--fail-on` value lists (the targets the report names): broken, and failing with `failing`. */
export function statesOf(failOn: MonitorFailOn): MonitorTargetState[] {
  return failOn === 'failing' ? ['broken', 'failing'] : ['broken'];
}

/**
 * The report of `route-discovery monitor` from `v1/monitor` and the listed targets
 * (docs/ci.md, "Gate on the monitor"; docs/decisions/0226-monitor-cli-exit-codes.md). Exit code:
 * 3 (nothing tested) when the monitor has checked no target yet; else 1 when `failOn` is given and
 * a target content links to is in one of its states; else 0.
 * @param listed the targets in those states, at most the page read
 */
export function monitorReport(
  overview: MonitorResponse,
  failOn: MonitorFailOn,
  listed: MonitorTargetRow[],
): MonitorCliReport {
  const { counts } = overview;
  const states = statesOf(failOn);
  const inStates = states.reduce((total, state) => total + counts[state], 0);
  const present = listed.filter((target) => target.in_content);
  const checked = counts.ok + counts.failing + counts.broken;
  const finished = overview.runs.find((run) => run.finished_at !== null);
  let exitCode: number = EXIT.passed;
  if (checked === 0) exitCode = EXIT.nothingTested;
  else if (failOn !== null && inStates > 0) exitCode = EXIT.failed;
  return {
    fail_on: failOn,
    counts,
    last_run_finished_at: finished?.finished_at ?? null,
    next_run_at: overview.schedules[0]?.next_run_at ?? null,
    targets: present,
    states,
    more: Math.max(0, inStates - present.length),
    exit_code: exitCode,
  };
}

/** The report as a few lines of text: counts, the runs' times, one line per listed target. */
export function monitorText(report: MonitorCliReport): string {
  const { counts } = report;
  const lines = [
    `route-discovery monitor: ${counts.broken} broken, ${counts.failing} failing, ${counts.ok} ok, ${counts.unchecked} unchecked`,
    `last run finished: ${report.last_run_finished_at ?? 'none yet'}; next run: ${report.next_run_at ?? 'not scheduled'}`,
  ];
  for (const target of report.targets) {
    const answer =
      target.last_status === null ? target.last_error || 'no answer' : String(target.last_status);
    lines.push(`  ${target.state} since ${target.state_since}: ${target.url} (${answer})`);
  }
  if (report.more > 0) lines.push(`  ... and ${report.more} more`);
  if (report.exit_code === EXIT.nothingTested) lines.push('The monitor has checked no link yet.');
  return `${lines.join('\n')}\n`;
}
