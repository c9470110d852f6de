'use strict';
/**
 * The pure parts of the GitHub Action (action.yml): the job summary trimmed to GitHub's limit,
 * workflow-command annotations and the GITHUB_OUTPUT syntax. Plain CommonJS without dependencies,
 * so the action runs from a checkout of this repository without a build
 * (docs/decisions/0170-github-action-composite.md).
 */
const { Buffer } = require('node:buffer');
const { randomBytes } = require('node:crypto');

/**
 * GitHub's limit of one step's job summary: 1 MiB ("Adding a job summary", docs.github.com,
 * "Step isolation and limits": "the maximum size of a job summary is 1MiB").
 */
const SUMMARY_LIMIT_BYTES = 1024 * 1024;

/**
 * GitHub shows at most 10 annotations of each kind (error, warning, notice) per step (docs.github.com,
 * "Workflow commands for GitHub Actions" and the annotation limits of the checks API).
 */
const ANNOTATIONS_PER_KIND = 10;

/**
 * The Markdown report cut to `limit` bytes (UTF-8) at a line boundary, with a last line saying how
 * many table rows were left out. Text under the limit comes back unchanged.
 * @param {string} markdown the report (`route-discovery smoke --report markdown=FILE`)
 * @param {number} [limit] bytes, default 1 MiB
 * @returns {string}
 */
function trimSummary(markdown, limit = SUMMARY_LIMIT_BYTES) {
  if (Buffer.byteLength(markdown) <= limit) return markdown;
  const lines = markdown.split('\n');
  // Room for the closing line, whatever the count's digits.
  const closing = (rows) =>
    `\n> ${rows} rows left out: GitHub cuts a job summary at 1 MiB; the JSON and JUnit reports have them all.\n`;
  const budget = limit - Buffer.byteLength(closing(lines.length));
  const kept = [];
  let used = 0;
  for (const line of lines) {
    const size = Buffer.byteLength(line) + 1;
    if (used + size > budget) break;
    kept.push(line);
    used += size;
  }
  const leftOut = lines.slice(kept.length).filter((line) => line.startsWith('|')).length;
  return `${kept.join('\n')}\n${closing(leftOut)}`;
}

/** Escapes a workflow command's message (the runner's `escapeData`: %, CR, LF). */
function escapeData(text) {
  return String(text).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Escapes a workflow command's property (`escapeProperty`: also `:` and `,`). */
function escapeProperty(text) {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * Workflow-command lines (`::error title=...::message`) for up to 10 annotations of each kind, and
 * one plain line per kind counting the ones GitHub would not show.
 * @param {Array<{kind: 'error'|'warning'|'notice', title: string, message: string}>} annotations
 * @returns {string[]}
 */
function annotationLines(annotations) {
  const lines = [];
  for (const kind of ['error', 'warning', 'notice']) {
    const ofKind = annotations.filter((annotation) => annotation.kind === kind);
    for (const annotation of ofKind.slice(0, ANNOTATIONS_PER_KIND)) {
      lines.push(`::${kind} title=${escapeProperty(annotation.title)}::${escapeData(annotation.message)}`);
    }
    if (ofKind.length > ANNOTATIONS_PER_KIND) {
      lines.push(
        `${ofKind.length - ANNOTATIONS_PER_KIND} more ${kind} annotations not shown (GitHub shows ${ANNOTATIONS_PER_KIND} per kind per step): see the job summary and the reports.`,
      );
    }
  }
  return lines;
}

/** Control characters out of content values that reach a log line. */
const clean = (text) => String(text ?? '').replace(/[\p{Cc}\p{Cf}]/gu, ' ');

/**
 * The annotations of a JSON report (`route-discovery-report/2`): one error per failed check, per
 * failing baseline drift, per failing sitemap finding and per failed content link; one warning per
 * drift or sitemap finding that does not fail the run.
 * @param {any} report the parsed JSON report
 */
function reportAnnotations(report) {
  const annotations = [];
  for (const result of report.results ?? []) {
    if (result.passed) continue;
    const operation = result.graphql ? ` ${result.graphql.operation}` : '';
    annotations.push({
      kind: 'error',
      title: `route-discovery ${result.scope}: ${result.method} ${result.target}${operation}`,
      message: clean(`${result.handler || 'no handler'}: ${result.reason}`),
    });
  }
  for (const drift of report.drift ?? []) {
    if (drift.kind === 'added') continue;
    annotations.push({
      kind: drift.fails ? 'error' : 'warning',
      title: `route-discovery baseline ${drift.kind}: ${clean(drift.subject)}`,
      message: clean(drift.message),
    });
  }
  for (const finding of report.sitemap?.findings ?? []) {
    annotations.push({
      kind: finding.fails ? 'error' : 'warning',
      title: `route-discovery sitemap ${finding.kind}: ${clean(finding.url)}`,
      message: clean(finding.message),
    });
  }
  for (const link of report.links?.results ?? []) {
    if (link.passed) continue;
    annotations.push({
      kind: 'error',
      title: `route-discovery link: ${clean(link.url)}`,
      message: clean(`${link.content_type} ${link.document_id} ${link.field_path}: ${link.reason}`),
    });
  }
  return annotations;
}

/**
 * `name=value` entries in GITHUB_OUTPUT's multiline-safe form (`name<<DELIMITER`, the value, the
 * delimiter), with a random delimiter no value contains (docs.github.com, "Multiline strings").
 * @param {Record<string, string>} outputs
 */
function outputLines(outputs) {
  return Object.entries(outputs)
    .map(([name, value]) => {
      let delimiter;
      do delimiter = `ghadelimiter_${randomBytes(12).toString('hex')}`;
      while (String(value).includes(delimiter));
      return `${name}<<${delimiter}\n${value}\n${delimiter}\n`;
    })
    .join('');
}

module.exports = {
  SUMMARY_LIMIT_BYTES,
  ANNOTATIONS_PER_KIND,
  trimSummary,
  annotationLines,
  reportAnnotations,
  outputLines,
  escapeData,
  escapeProperty,
};
