import { z } from 'zod';
import { EXIT, RUN_VERDICTS } from './exit-codes';
import { baseMetadataSchema, countSchema as count } from './metadata';
import { MAX_RUN_DRIFT, MAX_RUN_FAILURES, MAX_RUN_TEXT, MAX_RUN_URL } from './run-limits';

/**
 * The one schema of a published smoke run (docs/api.md, "Runs"): the server validates
 * `POST v1/runs` bodies with it, and the server, the admin pages and the CLI read their types from
 * it. Unknown keys are refused (`strict`), so a typo in a hand-made body names itself.
 */

const text = (max: number) => z.string().max(max);

/** An absolute `http:` or `https:` URL, or null: any other scheme (`javascript:`, `data:`) is refused. */
export const httpUrlSchema = z
  .string()
  .max(MAX_RUN_URL)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), {
    message: 'must be an absolute http:// or https:// URL',
  });

/** Totals of one suite (`frontend`, `backend`, `auth`, as the CLI's `SCOPES` name them). */
const suiteTotalsSchema = z.object({ checks: count, passed: count, failed: count }).strict();

/** One failed check: what was requested, what came back and why it failed. */
export const runFailureSchema = z
  .object({
    suite: text(40),
    method: text(16),
    target: text(MAX_RUN_URL),
    handler: text(MAX_RUN_URL),
    /** HTTP status; null after a network error or timeout. */
    status: z.number().int().min(100).max(599).nullable(),
    reason: text(MAX_RUN_TEXT),
  })
  .strict();

/** One baseline drift entry (the CLI's `Drift`). */
export const runDriftSchema = z
  .object({
    kind: z.enum(['regression', 'removed', 'added']),
    subject: text(MAX_RUN_URL),
    message: text(MAX_RUN_TEXT),
    fails: z.boolean(),
  })
  .strict();

/** Where the run happened: the CI provider's name and job URL, read from its standard variables. */
export const runCiSchema = z
  .object({
    provider: text(40),
    job_url: httpUrlSchema.nullable(),
    commit: text(80).nullable(),
  })
  .strict();

/** The body of `POST v1/runs`: one smoke run's summary. */
export const runSummarySchema = z
  .object({
    format: z.literal('route-discovery-run/1'),
    base_url: text(MAX_RUN_URL),
    /** ISO 8601 date-time of the run's start. */
    started_at: z.iso.datetime({ offset: true }),
    /** Wall-clock duration, milliseconds. */
    duration_ms: count,
    /** The CLI's exit code (`EXIT`): 0 passed, 1 failed, 3 nothing tested (docs/ci.md). */
    exit_code: z
      .number()
      .int()
      .min(0)
      .max(Math.max(...Object.values(EXIT))),
    totals: z.object({ checks: count, passed: count, failed: count, excluded: count }).strict(),
    suites: z.record(z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'must be a suite name'), suiteTotalsSchema),
    failures: z.array(runFailureSchema).max(MAX_RUN_FAILURES),
    /** Failures the run had beyond `failures` (trimmed to fit the size limit). */
    failures_omitted: count,
    drift: z.array(runDriftSchema).max(MAX_RUN_DRIFT),
    drift_omitted: count,
    ci: runCiSchema.nullable(),
    cli_version: text(40),
  })
  .strict();

/** A run summary as published (the `POST v1/runs` body). */
export type RunSummaryInput = z.infer<typeof runSummarySchema>;

/** A failure of a published run. */
export type RunFailure = z.infer<typeof runFailureSchema>;

/**
 * A stored run, as `GET v1/runs` lists it: the summary plus what the server adds, `received_at`
 * when the server stored it (ISO 8601, the server's clock; `started_at` is the runner's) and the
 * exit code's `verdict` (`verdictOf`).
 */
export const storedRunSchema = runSummarySchema.extend({
  id: z.number().int(),
  received_at: z.string(),
  verdict: z.enum(RUN_VERDICTS),
});
/** A stored run, as `GET v1/runs` lists it. */
export type StoredRun = z.infer<typeof storedRunSchema>;

/** Metadata of the runs answers: the base plus `runs_kept` (the `runsKept` setting). */
const runsMetadataSchema = baseMetadataSchema.extend({ runs_kept: z.number().int().min(1) });

/** The `GET v1/runs` envelope: newest first. */
export const runsEnvelopeSchema = z.object({
  runs: z.array(storedRunSchema),
  count,
  metadata: runsMetadataSchema,
});
/** The `GET v1/runs` envelope. */
export type RunsEnvelope = z.infer<typeof runsEnvelopeSchema>;

/** The `POST v1/runs` answer (201): the stored run. */
export const publishedRunSchema = z.object({ run: storedRunSchema, metadata: runsMetadataSchema });
/** The `POST v1/runs` answer. */
export type PublishedRun = z.infer<typeof publishedRunSchema>;
