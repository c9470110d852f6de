import type { RunSummary } from './summary';

/** Formats the JSON report: the run summary itself (`schema/report.schema.json`), indented. Pure. */
export function formatJson(summary: RunSummary): string {
  return `${JSON.stringify(summary, null, 2)}\n`;
}
