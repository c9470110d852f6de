import { readFileSync } from 'node:fs';
import { HostLimiter } from '@route-discovery/check-engine';
import { buildInventory, compareInventories, type Drift, type Inventory } from './baseline';
import { targetOf } from './connection';
import { adminLogin, discover } from './discovery';
import { CouldNotRunError, EXIT } from './exit-codes';
import type { SmokeOptions } from './options';
import { adminCallerOf } from './known/admin-caller';
import { withKnownBehaviour, type KnownContext } from './known/known-behaviour';
import { runIntegrity } from './integrity/run-integrity';
import { runContentLinks } from './links/run-links';
import { planChecks } from './plan';
import { createProgress } from './progress';
import { publicByDesignRoutes } from './public-by-design';
import { print, redactUrlCredentials } from './redact';
import { formatConsole } from './report/console';
import { tally, type RunSummary } from './report/summary';
import { writeReport } from './report/writer';
import { writeTextFile } from './text-file';
import { runChecks } from './runner';
import { detectCiJob } from './publish/ci-job';
import { publishRedirectChecks } from './publish/publish-checks';
import { publishRun, type PublishTarget } from './publish/publish-run';
import { buildRunPayload } from './publish/run-payload';
import { samplePages } from './site/sample';
import { checksOfShard } from './site/shard';
import { siteStage } from './site/site-stage';
import { readTimings } from './site/timings';
import type { CheckResult } from './types';
import { packageVersion } from './version';

function readBaseline(file: string): Inventory {
  try {
    const inventory = JSON.parse(readFileSync(file, 'utf8')) as Inventory;
    if (inventory.format !== 'route-discovery-baseline/1' || !Array.isArray(inventory.routes))
      throw new Error('format');
    return inventory;
  } catch {
    throw new CouldNotRunError(`--baseline ${file} is not a baseline written by --save-baseline.`);
  }
}

/**
 * Runs `route-discovery smoke`: discovery, checks, baseline, reports. Returns the exit code
 * (EXIT in exit-codes.ts). Prints failures and a summary to stdout; never prints the key,
 * the admin password or tokens.
 * @throws CouldNotRunError for exit code 2
 */
export async function smoke(options: SmokeOptions): Promise<number> {
  const started = Date.now();
  const out = process.stdout;
  // The key when given; else the admin token reads discovery too (one secret: docs/ci.md).
  const target = targetOf(options);
  const credential = target.credential;
  const discovery = await discover(target);
  const baseline = options.baseline ? readBaseline(options.baseline) : null;
  let adminToken = options.adminToken ?? null;
  const fromLogin = !adminToken && Boolean(options.adminEmail && options.adminPassword);
  if (fromLogin) {
    adminToken = await adminLogin(
      options.url,
      { email: options.adminEmail ?? '', password: options.adminPassword ?? '' },
      options.timeout,
    );
  }
  // --sample thins the page rows of both the content-API and the site checks.
  const sampled = samplePages(discovery.frontend, options.sample);
  const plan = planChecks(
    { ...discovery, frontend: sampled },
    {
      include: options.include,
      exclude: options.exclude,
      withAdminToken: adminToken !== null,
      anonymousByDesign: options.allowAnonymous,
      publicByDesignRoutes: publicByDesignRoutes(discovery.exposure),
      graphqlPath: options.graphqlPath,
    },
  );
  const site = await siteStage(
    sampled,
    discovery.frontend,
    {
      ...options,
      firstShard: !options.shard || options.shard.index === 1,
    },
    target,
  );
  const durations = options.timings ? await readTimings(options.timings) : undefined;
  const selection = checksOfShard([...plan.checks, ...site.checks], options.shard, durations);
  const checks = selection.checks;
  const notes: string[] = [...site.notes];
  if (selection.note) notes.push(selection.note);
  if (!adminToken) notes.push('No admin credentials: backend rows got only the auth-enforcement check.');
  if (!discovery.exposure)
    notes.push('The server has no exposure endpoint: anonymous access comes from frontend-urls.');

  // A failure a known Strapi bug of this server's version explains stays a failure, named in
  // reports, where the request could meet the bug (who the admin credentials are: decision 0196).
  const known: KnownContext = {
    version: discovery.platform?.strapi ?? null,
    adminCaller: adminToken ? await adminCallerOf(options.url, adminToken, fromLogin, options.timeout) : null,
  };
  const progress = createProgress(out, options.quiet);
  progress.start(checks.length);
  const ran = await runChecks(checks, {
    baseUrl: options.url,
    concurrency: options.concurrency,
    timeoutMs: options.timeout,
    maxRetries: options.retries,
    rate: options.rate,
    allowRedirects: options.redirects,
    moved: { redirectStatuses: options.redirectStatus, goneStatuses: options.goneStatus },
    adminToken,
    hostLimiter: new HostLimiter({
      concurrency: options.siteHostConcurrency,
      intervalMs: options.siteHostInterval,
    }),
    onResult: (result) => progress.result(withKnownBehaviour(result, known)),
  });
  progress.stop();
  const results = ran.map((result) => withKnownBehaviour(result, known));
  // Content links are checked once, in the unsharded run or shard 1 (merge-reports takes them from there).
  const firstShard = !options.shard || options.shard.index === 1;
  const links = firstShard ? await runContentLinks(options, target) : null;
  // Integrity findings too (shard 1 only): they come from the database, not from requests.
  const integrity = firstShard ? await runIntegrity(options.failOn, target) : null;

  const inventory = buildInventory(discovery);
  if (options.saveBaseline) writeTextFile(options.saveBaseline, `${JSON.stringify(inventory, null, 2)}\n`);
  const policy = { failOnRemoved: options.failOn.includes('removed') };
  const drift: Drift[] = baseline ? compareInventories(baseline, inventory, policy) : [];
  const driftFails = drift.some((d) => d.fails);

  const counts = tally(results);
  let exitCode: number = EXIT.passed;
  const sitemapFails = site.sitemap?.findings.some((finding) => finding.fails) ?? false;
  const linksFail = (links?.totals.failed ?? 0) > 0;
  const integrityFails = (integrity?.totals.findings ?? 0) > 0;
  if (counts.failed > 0 || driftFails || sitemapFails || linksFail || integrityFails) exitCode = EXIT.failed;
  else if (results.length === 0 && !links?.totals.occurrences && !integrity) exitCode = EXIT.nothingTested;

  const summary: RunSummary = {
    format: 'route-discovery-report/2',
    base_url: redactUrlCredentials(options.url),
    started_at: new Date(started).toISOString(),
    duration_ms: Date.now() - started,
    exit_code: exitCode,
    admin_credentials: adminToken !== null,
    notes,
    totals: { checks: results.length, passed: counts.passed, failed: counts.failed, excluded: plan.excluded },
    suites: counts.suites,
    results: [...results.filter((r) => !r.passed), ...results.filter((r) => r.passed)],
    drift,
    ...(site.sitemap ? { sitemap: site.sitemap } : {}),
    ...(options.shard ? { shard: options.shard } : {}),
    ...(links ? { links } : {}),
    ...(integrity ? { integrity } : {}),
  };
  for (const { format, file } of options.report) writeReport(file, format, summary);
  print(out, formatConsole(summary));
  if (options.publish) await publish(options, credential.value, summary, results);
  return exitCode;
}

/**
 * `--publish`: sends the summary to `POST v1/runs`. A failed publish never changes the exit code,
 * which stays the run's verdict (docs/decisions/0072-failed-publish-keeps-exit-code.md): it prints
 * `route-discovery: run not published: <reason>` on stderr; a stored run prints
 * `Run published to <url> (id N)` on stdout.
 */
async function publish(
  options: SmokeOptions,
  bearer: string,
  summary: RunSummary,
  results: readonly CheckResult[],
): Promise<void> {
  const target: PublishTarget = {
    baseUrl: options.url,
    prefix: options.prefix,
    bearer,
    timeoutMs: options.discoveryTimeout,
    maxRetries: options.retries,
  };
  const outcome = await publishRun(target, buildRunPayload(summary, detectCiJob(), packageVersion()));
  if (outcome.published) print(process.stdout, `Run published to ${summary.base_url} (id ${outcome.id})\n`);
  else print(process.stderr, `route-discovery: run not published: ${outcome.reason}\n`);
  if (!options.moved) return;
  // The last check of each old URL, for the rows of v1/moved-urls (decision 0230).
  const checks = await publishRedirectChecks(target, results);
  if ('stored' in checks) print(process.stdout, `Redirect checks stored for ${checks.stored} old URL(s)\n`);
  else print(process.stderr, `route-discovery: redirect checks not stored: ${checks.reason}\n`);
}
