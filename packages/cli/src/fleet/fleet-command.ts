import { InvalidArgumentError, type Command } from 'commander';
import { EXIT } from '../exit-codes';
import { positiveInt, nonNegative } from '../option-numbers';
import { print } from '../redact';
import { writeTextFile } from '../text-file';
import { applyFleetBaseline, baselineOf, readFleetBaseline } from './fleet-baseline';
import { readFleetConfig } from './fleet-config';
import { fleetDrift } from './fleet-diff';
import { readFleet } from './fleet-read';
import { deploymentRow, fleetConsole, fleetJson, fleetMarkdown, type FleetReport } from './fleet-report';

/** The report formats of `fleet --report FORMAT=FILE`. */
const FLEET_FORMATS = ['json', 'markdown'] as const;
type FleetFormat = (typeof FLEET_FORMATS)[number];

interface FleetOptions {
  report: Array<{ format: FleetFormat; file: string }>;
  baseline?: string;
  saveBaseline?: string;
  concurrency: number;
  deploymentTimeout: number;
  timeout: number;
  retries: number;
}

/** Parses `--report FORMAT=FILE` of `fleet` (repeatable). @throws InvalidArgumentError */
function fleetReportSpec(value: string, previous: FleetOptions['report'] = []): FleetOptions['report'] {
  const [format, ...file] = value.split('=');
  if (!(FLEET_FORMATS as readonly string[]).includes(format) || file.join('=') === '')
    throw new InvalidArgumentError('expected json=FILE or markdown=FILE.');
  return [...previous, { format: format as FleetFormat, file: file.join('=') }];
}

/**
 * Runs `route-discovery fleet FILE`: reads every deployment (bounded concurrency, a deadline
 * each), compares them, applies the baseline, writes the reports and prints the drift.
 * @returns EXIT.failed when some drift is not allowed by the baseline (an unreadable deployment is
 *   drift too), else EXIT.passed
 * @throws CouldNotRunError (exit code 2) for a bad fleet file or baseline
 */
export async function runFleet(
  file: string,
  options: FleetOptions,
  out: NodeJS.WritableStream,
): Promise<number> {
  const started = Date.now();
  const config = readFleetConfig(file);
  const baseline = options.baseline ? readFleetBaseline(options.baseline) : null;
  const snapshots = await readFleet(config.deployments, {
    concurrency: options.concurrency,
    deploymentTimeoutMs: options.deploymentTimeout,
    requestTimeoutMs: options.timeout,
    retries: options.retries,
    env: process.env,
  });
  const found = fleetDrift(snapshots);
  const drift = applyFleetBaseline(found, baseline);
  const failing = drift.filter((d) => !d.allowed).length;
  const report: FleetReport = {
    format: 'route-discovery-fleet-report/1',
    generated_at: new Date(started).toISOString(),
    duration_ms: Date.now() - started,
    exit_code: failing > 0 ? EXIT.failed : EXIT.passed,
    deployments: snapshots.map(deploymentRow),
    drift,
    totals: { drift: drift.length, allowed: drift.length - failing, failing },
  };
  for (const { format, file: target } of options.report)
    writeTextFile(target, format === 'json' ? fleetJson(report) : fleetMarkdown(report));
  if (options.saveBaseline)
    writeTextFile(options.saveBaseline, `${JSON.stringify(baselineOf(found), null, 2)}\n`);
  print(out, fleetConsole(report));
  return report.exit_code;
}

/** Adds `route-discovery fleet FILE` (docs/cli.md, "Fleet"). */
export function addFleetCommand(program: Command, exitCodesHelp: string): void {
  program
    .command('fleet')
    .description(
      'compare the routes, anonymous access, versions, content types and findings of several deployments',
    )
    .argument('<file>', 'fleet file: {"deployments": [{"name", "url", "credential_env"}, ...]}')
    .option(
      '--report <format=file>',
      'write a report: json=FILE, markdown=FILE (repeatable)',
      fleetReportSpec,
      [],
    )
    .option('--baseline <file>', 'drift this file allows (written by --save-baseline)')
    .option('--save-baseline <file>', 'write a baseline that allows the drift found now')
    .option('--concurrency <n>', 'deployments read at once', positiveInt, 4)
    .option(
      '--deployment-timeout <ms>',
      'longest one deployment may take to read, milliseconds',
      positiveInt,
      180000,
    )
    .option('--timeout <ms>', 'timeout of each discovery call, milliseconds', positiveInt, 120000)
    .option('--retries <n>', 'retries on network errors, 429, 502, 503, 504', nonNegative, 2)
    .addHelpText('after', exitCodesHelp)
    .action(async (file: string, options: FleetOptions) => {
      process.exitCode = await runFleet(file, options, process.stdout);
    });
}
