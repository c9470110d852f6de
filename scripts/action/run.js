'use strict';
/**
 * The step of the GitHub Action (action.yml): runs `route-discovery smoke` (or `merge-reports`
 * when file arguments are given) with the action's inputs, then writes the Markdown report into
 * the job summary (trimmed at 1 MiB), one annotation per failure (at most 10 per kind), and the
 * outputs `passed`, `failed`, `exit-code`, `report-path`. The step ends with the CLI's exit code.
 *
 * The CLI is the one of this release: `packages/cli/dist/cli.js` beside this script when built
 * (this repository's own tests), else the npm package `route-discovery-cli` of the version in
 * packages/cli/package.json, through npx.
 *
 * Inputs come as INPUT_* variables (action.yml maps them), never interpolated into a shell line.
 */
const { spawnSync } = require('node:child_process');
const { appendFileSync, existsSync, mkdirSync, readFileSync } = require('node:fs');
const { join, resolve } = require('node:path');
const { annotationLines, outputLines, reportAnnotations, trimSummary } = require('./github-commands');

const ROOT = resolve(__dirname, '../..');
// `admin-token` is INPUT_ADMIN_TOKEN: a name with `-` does not pass through every shell.
const input = (name) => (process.env[`INPUT_${name.toUpperCase().replace(/[ -]/g, '_')}`] ?? '').trim();
const flag = (name) => /^(true|yes|1)$/i.test(input(name));

/** The command that runs the CLI of this release: [executable, ...leading arguments]. */
function cliCommand() {
  const built = join(ROOT, 'packages/cli/dist/cli.js');
  if (existsSync(built)) return [process.execPath, built];
  const { version } = JSON.parse(readFileSync(join(ROOT, 'packages/cli/package.json'), 'utf8'));
  return ['npx', '--yes', '--package', `route-discovery-cli@${version}`, 'route-discovery'];
}

/** The CLI arguments of the inputs; `reports` holds `FORMAT=FILE` items split on white space. */
function cliArguments(reportDir, mergeFiles) {
  const json = join(reportDir, input('shard') ? `shard-${input('shard').split('/')[0]}.json` : 'report.json');
  const markdown = join(reportDir, 'summary.md');
  const reports = input('reports').split(/\s+/).filter(Boolean);
  const args = [...reports.flatMap((report) => ['--report', report])];
  args.push('--report', `json=${json}`, '--report', `markdown=${markdown}`);
  if (mergeFiles.length > 0) return { args: ['merge-reports', ...mergeFiles, ...args], json, markdown };
  const smoke = ['smoke', '--url', input('url'), '--quiet', ...args];
  if (input('shard')) smoke.push('--shard', input('shard'));
  if (input('links')) smoke.push('--links', input('links'));
  if (flag('site')) smoke.push('--site');
  if (flag('site') && flag('moved')) smoke.push('--moved');
  if (flag('publish')) smoke.push('--publish');
  return { args: smoke, json, markdown };
}

/** Runs the action's step; returns the exit code for the step. */
function main() {
  const out = (line) => process.stdout.write(`${line}\n`);
  // Masked before anything else is printed: GitHub then hides the values in every log line.
  for (const secret of [input('key'), input('admin-token')]) if (secret) out(`::add-mask::${secret}`);
  const mergeFiles = process.argv.slice(2);
  if (mergeFiles.length === 0 && !input('url')) {
    out('::error title=route-discovery::the url input is required (or give merge files).');
    return 2;
  }
  const reportDir = resolve(input('report-dir') || 'route-discovery-reports');
  mkdirSync(reportDir, { recursive: true });
  const { args, json, markdown } = cliArguments(reportDir, mergeFiles);
  const env = { ...process.env };
  if (input('key')) env.DISCOVERY_API_KEY = input('key');
  if (input('admin-token')) env.ROUTE_DISCOVERY_ADMIN_TOKEN = input('admin-token');
  const [command, ...lead] = cliCommand();
  const run = spawnSync(command, [...lead, ...args], { env, stdio: 'inherit' });
  const code = run.status ?? 2;

  let report = null;
  if (existsSync(json)) report = JSON.parse(readFileSync(json, 'utf8'));
  if (process.env.GITHUB_STEP_SUMMARY && existsSync(markdown)) {
    appendFileSync(process.env.GITHUB_STEP_SUMMARY, trimSummary(readFileSync(markdown, 'utf8')));
  }
  if (report) for (const line of annotationLines(reportAnnotations(report))) out(line);
  if (process.env.GITHUB_OUTPUT) {
    appendFileSync(
      process.env.GITHUB_OUTPUT,
      outputLines({
        passed: String(report?.totals?.passed ?? 0),
        failed: String(report?.totals?.failed ?? 0),
        'exit-code': String(code),
        'report-path': report ? json : '',
      }),
    );
  }
  return code;
}

process.exitCode = main();
