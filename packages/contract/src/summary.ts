import { z } from 'zod';
import { findingSeveritySchema } from './exposure';
import { baseMetadataSchema, countSchema } from './metadata';
import { storedRunSchema } from './runs';

/**
 * The response of `GET /api/route-discovery/:version/summary` (docs/api.md, "Summary";
 * docs/decisions/0131-summary-aggregates.md): the counts the homepage widget and the report
 * pages' headers show, computed on the server so that no admin page downloads a list to count.
 * Its size does not grow with the site (a few hundred bytes; the widget's budget is 50 KiB).
 */

/** Rows of a URL list: all of them and the testable ones. */
export const listTotalsSchema = z.object({ total: countSchema, testable: countSchema });

/**
 * The summary: URL and GraphQL totals, links (`broken_internal`: broken links into this CMS as
 * the database decides them, the widget's figure), exposure findings per severity (every
 * severity present, 0 when none), the last published CI run (null when none), and the time the
 * counts were computed (ISO 8601; counts may come from a cache keyed on the data they read).
 * `files`: upload files in all and those no reference in the index names (issue 32 item 6; read
 * fresh on each request, outside that cache).
 */
export const summarySchema = z.object({
  backend: listTotalsSchema,
  frontend: listTotalsSchema,
  graphql: listTotalsSchema.nullable(),
  links: z.object({ total: countSchema, testable: countSchema, broken_internal: countSchema }),
  findings: z.record(findingSeveritySchema, countSchema),
  last_run: storedRunSchema.nullable(),
  counted_at: z.string(),
  /**
   * `current`: the walked counts (URLs, GraphQL, links) were made on the data as it reads now;
   * `updating`: they are the last ones made (at `counted_at`), the data has changed since and one
   * recount runs in the background (docs/decisions/0149-summary-recount-in-background.md).
   * Absent from servers before 0149, which always answered current counts.
   */
  counts_state: z.enum(['current', 'updating']).optional(),
  files: z.object({ total: countSchema, unused: countSchema }),
});
/** The summary's counts. */
export type Summary = z.infer<typeof summarySchema>;

/** The summary envelope: `summary` and the base metadata. */
export const summaryResponseSchema = z.object({ summary: summarySchema, metadata: baseMetadataSchema });
/** The summary envelope. */
export type SummaryResponse = z.infer<typeof summaryResponseSchema>;

/**
 * The answer (HTTP 202, `Retry-After` in seconds) while an instance counts for the first time
 * and the walk has not ended within a couple of seconds (a large site after a start: decision
 * 0149): no counts yet, `started_at` (ISO 8601) of the walk under way. Ask again for the counts.
 */
export const summaryCountingResponseSchema = z.object({
  counting: z.object({ started_at: z.string() }),
  metadata: baseMetadataSchema,
});
/** The counting answer of `GET v1/summary`. */
export type SummaryCountingResponse = z.infer<typeof summaryCountingResponseSchema>;
