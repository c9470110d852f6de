import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { joinUrl } from '@route-discovery/check-engine';
import { REDIRECT_FORMATS, type RedirectAuditResponse, type RedirectFormat } from '@route-discovery/contract';
import { InvalidArgumentError, type Command } from 'commander';
import { addConnectionOptions, targetOf, validateConnection, type ConnectionOptions } from '../connection';
import { CouldNotRunError, EXIT } from '../exit-codes';
import { request } from '../http';
import { print } from '../redact';
import { writeTextFile } from '../text-file';

/** The formats a site's redirect file can be in (`gone` lists are not redirects). */
const AUDIT_FORMATS = REDIRECT_FORMATS.filter((format) => format !== 'gone');

/** The options of `route-discovery redirects audit`. */
interface AuditOptions extends ConnectionOptions {
  format?: RedirectFormat;
  output?: string;
  webtools?: boolean;
}

function formatOption(value: string): RedirectFormat {
  if (!(AUDIT_FORMATS as readonly string[]).includes(value))
    throw new InvalidArgumentError(`expected ${AUDIT_FORMATS.join(', ')}.`);
  return value as RedirectFormat;
}

/** The format of a redirect file from its name (the names `v1/moved-urls/redirects` gives), or null. */
export function formatOfFile(file: string): RedirectFormat | null {
  const name = basename(file).toLowerCase();
  if (name === '_redirects') return 'netlify';
  if (name === 'vercel.json') return 'vercel';
  if (name.endsWith('.json')) return 'nextjs';
  if (name.endsWith('.csv')) return 'csv';
  if (name.includes('nginx')) return 'nginx';
  if (name.endsWith('.conf') || name === '.htaccess') return 'apache';
  return null;
}

/** Strips control characters from text of the server before printing it. */
const clean = (text: string | null) => (text ?? '(gone)').replace(/[\p{Cc}\p{Cf}]/gu, '');

/**
 * Adds `route-discovery redirects audit <file>` and `redirects audit --webtools` (docs/ci.md,
 * "Redirect audit"): sends a site's redirect file to `POST v1/moved-urls/audit`, or asks it to
 * audit the redirects of Webtools' Redirects add-on (`?source=webtools`), and prints the findings
 * (loops, chains, targets no published page answers at, sources that hide a live page, temporary
 * codes for moves). Exit code 0 without findings, 1 with findings, 2 when it cannot run.
 */
export function addRedirectsCommand(program: Command): void {
  const redirects = program.command('redirects').description("check a site's redirect rules");
  addConnectionOptions(
    redirects
      .command('audit [file]')
      .description("audit a site's redirect file, or Webtools' redirects, against the CMS's pages and moves"),
  )
    .option(
      '--format <format>',
      `the file's format: ${AUDIT_FORMATS.join(', ')} (else from its name)`,
      formatOption,
    )
    .option('--webtools', "audit the redirects of Webtools' Redirects add-on in the CMS instead of a file")
    .option('--output <file>', 'also write the findings as JSON to FILE')
    .addHelpText(
      'after',
      '\nExit codes:\n  0  no finding\n  1  findings\n  2  could not run: bad arguments, unreadable file, server unreachable or refusing',
    )
    .action(async (file: string | undefined, raw: AuditOptions) => {
      process.exitCode = await audit(file, validateConnection(raw));
    });
}

/** What to send: the query and body of the audit request, and what the summary line names. */
function auditRequest(file: string | undefined, options: AuditOptions) {
  if (options.webtools) {
    if (file !== undefined || options.format)
      throw new CouldNotRunError('--webtools reads the CMS: give no file and no --format with it.');
    return { query: 'source=webtools', body: '', from: "Webtools' redirects" };
  }
  if (file === undefined) throw new CouldNotRunError('Give a redirect file, or --webtools.');
  const format = options.format ?? formatOfFile(file);
  if (!format)
    throw new CouldNotRunError(`--format is needed: the format of ${file} is not known from its name.`);
  try {
    return { query: `format=${format}`, body: readFileSync(file, 'utf8'), from: `${file} (${format})` };
  } catch {
    throw new CouldNotRunError(`${file} could not be read.`);
  }
}

async function audit(file: string | undefined, options: AuditOptions): Promise<number> {
  const sent = auditRequest(file, options);
  const target = targetOf(options);
  const answer = await request(
    joinUrl(options.url, `${options.prefix}/route-discovery/v1/moved-urls/audit?${sent.query}`),
    {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${target.credential.value}`,
        'Content-Type': 'text/plain; charset=utf-8',
        Accept: 'application/json',
      },
      body: sent.body,
      timeoutMs: target.timeoutMs,
      maxRetries: target.maxRetries,
    },
    true,
  );
  if (answer.status !== 200) {
    let said = '';
    try {
      said = `: ${clean(String((JSON.parse(answer.body) as { error?: { message?: unknown } }).error?.message ?? '')).slice(0, 300)}`;
    } catch {
      // not the plugin's error body: the status says enough
    }
    const status = answer.status === null ? `unreachable (${answer.error})` : `HTTP ${answer.status}${said}`;
    throw new CouldNotRunError(`redirects audit: the server answered ${status}.`);
  }
  const report = JSON.parse(answer.body) as RedirectAuditResponse;
  if (options.output) writeTextFile(options.output, `${JSON.stringify(report, null, 2)}\n`);
  for (const finding of report.findings) {
    print(
      process.stdout,
      `FAIL ${finding.kind} ${clean(finding.source)} -> ${clean(finding.target)} (${finding.status}): ${clean(finding.detail)}\n`,
    );
  }
  print(
    process.stdout,
    `${report.rules} rule(s) read from ${sent.from}, ${report.findings.length} finding(s)\n`,
  );
  return report.findings.length > 0 ? EXIT.failed : EXIT.passed;
}
