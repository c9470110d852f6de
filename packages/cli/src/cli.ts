#!/usr/bin/env node
import { Command, CommanderError, Option } from 'commander';
import { CouldNotRunError, EXIT } from './exit-codes';
import { nonNegative, positiveInt } from './option-numbers';
import { collect, reportSpec, validate, type SmokeOptions } from './options';
import { print } from './redact';
import { addFleetCommand } from './fleet/fleet-command';
import { addMergeReportsCommand } from './merge/merge-command';
import { addMonitorCommand } from './monitor/monitor-command';
import { addOpenApiCommand } from './openapi/openapi-command';
import { REPORT_FORMATS } from './report/writer';
import { addSiteOptions } from './site/site-cli';
import { smoke } from './smoke';
import { addRedirectsCommand } from './redirects/audit-command';
import { addUrlsCommand } from './urls/urls-command';
import { packageVersion } from './version';

const EXIT_CODES_HELP = `
Exit codes:
  0  everything tested passed
  1  at least one failure, or a baseline regression (fleet: drift the baseline does not allow)
  2  could not run: bad arguments, discovery API unreachable, or 401/403/500 from it
  3  nothing was tested`;

/** Builds the `route-discovery` command line (commander). */
export function buildProgram(): Command {
  const program = new Command('route-discovery')
    .description('Tests every URL a Strapi app with strapi-plugin-route-discovery serves, over HTTP only.')
    .version(packageVersion())
    .addHelpText('after', EXIT_CODES_HELP)
    .exitOverride()
    .configureOutput({ writeErr: (text) => print(process.stderr, text) });

  const smokeCommand = program
    .command('smoke')
    .description('discover every URL through the plugin API, test it, write reports, compare with a baseline')
    .requiredOption('--url <base>', 'base URL of the Strapi app, e.g. https://cms.example.com')
    .addOption(new Option('--key <key>', 'discovery API key').env('DISCOVERY_API_KEY'))
    .option('--prefix <prefix>', 'content-API prefix (api.rest.prefix)', '/api')
    .addOption(
      new Option('--admin-token <token>', 'admin access token for backend rows').env(
        'ROUTE_DISCOVERY_ADMIN_TOKEN',
      ),
    )
    .addOption(
      new Option('--admin-email <email>', 'admin email, to log in through /admin/login').env(
        'ROUTE_DISCOVERY_ADMIN_EMAIL',
      ),
    )
    .addOption(
      new Option('--admin-password <password>', 'admin password (never printed)').env(
        'ROUTE_DISCOVERY_ADMIN_PASSWORD',
      ),
    )
    .option('--concurrency <n>', 'requests in flight at once', positiveInt, 8)
    .option('--timeout <ms>', 'per-request timeout in milliseconds', positiveInt, 10000)
    .option(
      '--discovery-timeout <ms>',
      'timeout of each discovery API call in milliseconds',
      positiveInt,
      120000,
    )
    .option('--retries <n>', 'retries on network errors, 429, 502, 503, 504', nonNegative, 2)
    .option('--rate <n>', 'ceiling of requests per second (0: none)', nonNegative, 0)
    .option('--no-redirects', 'fail on 3xx instead of passing redirects')
    .option('--include <glob>', 'test only paths or handlers matching (repeatable)', collect, [])
    .option('--exclude <glob>', 'skip paths or handlers matching (repeatable)', collect, [])
    .option(
      '--allow-anonymous <glob>',
      'admin paths that may answer anonymous callers (repeatable)',
      collect,
      [],
    )
    .option(
      '--report <format=file>',
      `write a report: ${REPORT_FORMATS.map((format) => `${format}=FILE`).join(', ')} (repeatable)`,
      reportSpec,
      [],
    )
    .option('--save-baseline <file>', 'write the route and exposure inventory to FILE')
    .option('--baseline <file>', 'compare with an inventory written by --save-baseline')
    .option(
      '--fail-on <what>',
      'also fail on: removed (routes gone since the baseline), sitemap (missing or stale entries), ' +
        'integrity (lost relations and media URLs that break elsewhere, read from v1/integrity)',
      collect,
      [],
    )
    .option(
      '--graphql-path <path>',
      'path of the GraphQL endpoint (default: what the server reports, /graphql)',
    )
    .option('--quiet', 'no progress bar', false)
    .option('--publish', 'send the run summary to POST v1/runs on --url (admin "Runs" page)', false)
    .option(
      '--links <mode>',
      'also check links inside published content: internal, or all (outside hosts too)',
    )
    .option('--host-interval <ms>', 'milliseconds between requests to one outside host', nonNegative, 1000)
    .option('--host-concurrency <n>', 'requests in flight to one outside host', positiveInt, 1)
    .option('--cache <file>', 'reuse outside link results across runs from FILE')
    .option('--cache-max-age <seconds>', 'age up to which a cached result is reused', nonNegative, 86400)
    .option(
      '--exclude-host <host>',
      'do not request links to this host (name, or name:port) or its subdomains (repeatable)',
      collect,
      [],
    )
    .option('--accept <ranges>', 'statuses a link may answer, e.g. 200..299,403', '200..299')
    .option('--strict', 'fail links that answer 401, 403, 429 or 999 too', false);
  addSiteOptions(smokeCommand)
    .addHelpText('after', EXIT_CODES_HELP)
    .action(async (raw: SmokeOptions) => {
      process.exitCode = await smoke(validate(raw));
    });
  addMergeReportsCommand(program, EXIT_CODES_HELP);
  addUrlsCommand(program);
  addRedirectsCommand(program);
  addOpenApiCommand(program);
  addFleetCommand(program, EXIT_CODES_HELP);
  addMonitorCommand(program);
  return program;
}

/** Entry point: parses argv, runs, maps errors to exit code 2 with a message and no stack trace. */
export async function main(argv: string[]): Promise<void> {
  try {
    await buildProgram().parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end with exit code 0; any other parse error is "could not run".
      process.exitCode = error.exitCode === 0 ? EXIT.passed : EXIT.couldNotRun;
      return;
    }
    const message =
      error instanceof CouldNotRunError
        ? error.message
        : `unexpected error: ${(error as Error)?.message ?? error}`;
    print(process.stderr, `route-discovery: ${message}\n`);
    process.exitCode = EXIT.couldNotRun;
  }
}

if (require.main === module) void main(process.argv);
