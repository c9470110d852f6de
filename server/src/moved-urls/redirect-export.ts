import type { MovedUrlRow, RedirectFormat } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import { movedUrlBatches } from './moved-rows';
import { formatWriter, type FormatWriter, type RedirectRule } from './redirect-formats';

/** Records read per statement for an export. */
const EXPORT_BATCH_ROWS = 500;

/**
 * A URL as a site-relative path (`/blog/a?x=1`) when it lies on `base`'s origin, else as given
 * (a target on another origin, after `siteUrl` changed, stays absolute).
 */
function sitePath(url: string, base: URL | null): string {
  try {
    const parsed = new URL(url);
    if (base && parsed.origin !== base.origin) return parsed.href;
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

/** The rule of a row whose redirect is `redirect` or `gone`; null for `dropped` and `superseded`. */
export function ruleOf(row: MovedUrlRow): RedirectRule | null {
  if (row.redirect === 'gone') return { source: sitePath(row.old_url, null), target: null };
  if (row.redirect !== 'redirect' || row.new_url === null) return null;
  let origin: URL | null = null;
  try {
    origin = new URL(row.old_url);
  } catch {
    // Never for a recorded URL (built by `compileSiteUrl`): the target is then written as given.
  }
  return {
    source: sitePath(row.old_url, null),
    target: origin ? sitePath(row.new_url, origin) : row.new_url,
  };
}

/** The text of a batch of rows in `writer`'s format; `first` tells whether a rule was written yet. */
function batchText(writer: FormatWriter, rows: readonly MovedUrlRow[], state: { wrote: boolean }): string {
  let text = '';
  for (const row of rows) {
    const rule = ruleOf(row);
    if (!rule) continue;
    const written = writer.rule(rule, !state.wrote);
    if (written) state.wrote = true;
    text += written;
  }
  return text;
}

/**
 * The redirect rules of every recorded move in one format (docs/api.md, "Moved URLs"), in UTF-8
 * chunks, a batch of records at a time: one rule per old URL (its newest record), each to the
 * page's URL now, so chains collapse; loops dropped; gone URLs as 410 where the format has one
 * (`redirectOutcome`, `formatWriter`). The first batch is read before anything is yielded, so a
 * database failure still answers an error status.
 * @param status 301 or 308 (the `redirectStatus` setting)
 * @throws the database driver's error
 */
export async function* redirectText(
  strapi: Core.Strapi,
  format: RedirectFormat,
  status: number,
): AsyncGenerator<Buffer> {
  const writer = formatWriter(format, status);
  const state = { wrote: false };
  const batches = movedUrlBatches(
    strapi,
    { kind: null, since: null, contentType: null, locale: null },
    undefined,
    EXPORT_BATCH_ROWS,
  );
  const first = await batches.next();
  let text = writer.open + (first.done ? '' : batchText(writer, first.value, state));
  yield Buffer.from(text);
  if (!first.done) {
    for await (const rows of batches) {
      text = batchText(writer, rows, state);
      if (text) yield Buffer.from(text);
    }
  }
  yield Buffer.from(writer.close(state.wrote));
}
