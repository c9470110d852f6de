import type { z } from 'zod';

/** Most issues a 400 answer lists: a body wrong everywhere still gets a short answer. */
const MAX_ISSUES = 10;

/** One problem of a run body: the field's dot path (`failures.0.reason`, `(root)`) and what is wrong. */
export interface RunIssue {
  path: string;
  message: string;
}

/**
 * The first issues of a failed `runSummarySchema` parse, each naming its field. zod's messages say
 * what was expected, never echo the value sent, so nothing of the body comes back.
 */
export function describeRunIssues(error: z.ZodError): RunIssue[] {
  return error.issues.slice(0, MAX_ISSUES).map((issue) => ({
    path: issue.path.length ? issue.path.map(String).join('.') : '(root)',
    message: issue.message.slice(0, 200),
  }));
}
