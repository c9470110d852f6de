import { markdownCell as cell } from '@route-discovery/check-engine';
import type { FleetDrift } from './fleet-diff';
import type { DeploymentSnapshot } from './fleet-read';

/** One deployment's row of the fleet report. */
export interface FleetReportDeployment {
  name: string;
  url: string;
  ok: boolean;
  /** Why it could not be read (`ok: false`). */
  error?: string;
  ms: number;
  versions?: { strapi: string; plugin: string; node: string } | null;
  /** Counts of what it told (`ok: true`). */
  routes?: number;
  anonymous_routes?: number;
  public_content_types?: number;
  findings?: number;
}

/** The fleet report (`fleet --report json=FILE`), format `route-discovery-fleet-report/1`. */
export interface FleetReport {
  format: 'route-discovery-fleet-report/1';
  generated_at: string;
  duration_ms: number;
  /** 0: no drift the baseline does not allow; 1: some. */
  exit_code: number;
  deployments: FleetReportDeployment[];
  drift: FleetDrift[];
  totals: { drift: number; allowed: number; failing: number };
}

/** The report's row of a snapshot. */
export function deploymentRow(s: DeploymentSnapshot): FleetReportDeployment {
  if (!s.ok) return { name: s.name, url: s.url, ok: false, error: s.error, ms: s.ms };
  return {
    name: s.name,
    url: s.url,
    ok: true,
    ms: s.ms,
    versions: s.versions,
    routes: s.inventory.routes.length,
    anonymous_routes: s.inventory.routes.filter((r) => r.anonymous).length,
    public_content_types: s.inventory.content_types.length,
    findings: s.findings.length,
  };
}

/** The JSON report, indented. Pure. */
export function fleetJson(report: FleetReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

/** Up to this many drift rows in Markdown (the JSON report has them all). */
const MARKDOWN_DRIFT_ROWS = 300;

/**
 * The Markdown report (a GitHub job summary): verdict, one row per deployment (versions, counts,
 * or why it could not be read), one row per drift with each deployment's value as a column.
 * Every value from a server goes through `markdownCell`. Pure.
 */
export function fleetMarkdown(report: FleetReport): string {
  const { totals } = report;
  const verdict = report.exit_code === 0 ? 'no drift outside the baseline' : 'drift';
  const names = report.deployments.map((d) => d.name);
  const lines = [
    `## Route discovery fleet: ${verdict}`,
    '',
    `${report.deployments.length} deployments, ${totals.drift} differences, ${totals.allowed} allowed by the baseline, ${totals.failing} failing (exit code ${report.exit_code}).`,
    '',
    '| deployment | URL | Strapi | plugin | Node | routes | anonymous routes | public content types | findings | read in |',
    '| --- | --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const d of report.deployments) {
    const time = `${(d.ms / 1000).toFixed(1)} s`;
    if (!d.ok) {
      lines.push(
        `| ${cell(d.name)} | ${cell(d.url)} | could not be read: ${cell(d.error ?? '')} | | | | | | | ${time} |`,
      );
      continue;
    }
    const v = d.versions;
    lines.push(
      `| ${cell(d.name)} | ${cell(d.url)} | ${cell(v?.strapi || '?')} | ${cell(v?.plugin || '?')} | ${cell(v?.node || '?')} | ${d.routes} | ${d.anonymous_routes} | ${d.public_content_types} | ${d.findings} | ${time} |`,
    );
  }
  if (report.drift.length > 0) {
    lines.push(
      '',
      '### Differences',
      '',
      `| kind | subject | ${names.map(cell).join(' | ')} | allowed |`,
      `| --- | --- | ${names.map(() => '---').join(' | ')} | --- |`,
    );
    for (const d of report.drift.slice(0, MARKDOWN_DRIFT_ROWS)) {
      const values = names.map((n) => (n in d.values ? cell(d.values[n]) : ''));
      lines.push(
        `| ${d.kind} | \`${cell(d.subject)}\` | ${values.join(' | ')} | ${d.allowed ? 'yes' : 'no'} |`,
      );
    }
    if (report.drift.length > MARKDOWN_DRIFT_ROWS)
      lines.push('', `... and ${report.drift.length - MARKDOWN_DRIFT_ROWS} more (see the JSON report).`);
  }
  return `${lines.join('\n')}\n`;
}

/** Server text for a terminal line: control characters (escape sequences, newlines) dropped. */
function plain(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}]/gu, '');
}

/** What `fleet` prints: each failing drift, one line per deployment that could not be read, the totals. Pure. */
export function fleetConsole(report: FleetReport): string {
  const lines: string[] = [];
  for (const d of report.drift) {
    const values = Object.entries(d.values)
      .map(([name, value]) => `${name}: ${plain(value)}`)
      .join('; ');
    lines.push(`${d.allowed ? 'ALLOWED' : 'DRIFT'} ${d.kind} ${plain(d.subject)} (${values})`);
  }
  lines.push(
    `route-discovery fleet: ${report.deployments.length} deployments (${report.deployments.filter((d) => !d.ok).length} unreadable), ` +
      `${report.totals.drift} differences, ${report.totals.allowed} allowed, ${report.totals.failing} failing; exit code ${report.exit_code}`,
  );
  return `${lines.join('\n')}\n`;
}
