import { CronExpressionParser } from 'cron-parser';

/**
 * The monitor's cron expressions (docs/monitoring.md, "Schedule";
 * docs/decisions/0224-watch-cron-in-utc.md): five fields (minute hour day-of-month month
 * day-of-week), evaluated in UTC whatever the server's time zone, parsed by cron-parser (its
 * README, "Usage": `CronExpressionParser.parse(expression, { currentDate, tz })`).
 */

const UTC = 'UTC';

/**
 * What is wrong with a cron expression, or null when it is usable: five fields (a sixth, seconds,
 * is refused: a run per second is no schedule), each as cron-parser accepts it.
 */
export function cronProblem(expression: string): string | null {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) {
    return 'must have five fields: minute hour day-of-month month day-of-week (e.g. "0 6 * * 1")';
  }
  try {
    CronExpressionParser.parse(expression, { tz: UTC, strict: false });
    return null;
  } catch (error) {
    // cron-parser's message names the field and the range, never a path.
    return `is not a cron expression: ${String((error as Error)?.message ?? error).slice(0, 120)}`;
  }
}

/**
 * The first time the expression names strictly after `after` (ms since the epoch, UTC).
 * @throws Error from cron-parser for an expression `cronProblem` refuses
 */
export function nextCronTime(expression: string, after: number): number {
  return CronExpressionParser.parse(expression, { currentDate: new Date(after), tz: UTC })
    .next()
    .getTime();
}
