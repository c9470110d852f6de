import { InvalidArgumentError } from 'commander';

/*
 * The number parsers of the CLI's options, shared by `options.ts` and the website options
 * (`site/site-cli.ts`), which `options.ts` itself builds on.
 */

/** Parses a positive integer option. @throws InvalidArgumentError (commander exits with code 2 through our override) */
export function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('expected a whole number of at least 1.');
  return n;
}

/** Parses a non-negative number (0 allowed, e.g. `--rate 0` for no ceiling, `--retries 0`). */
export function nonNegative(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new InvalidArgumentError('expected a number of at least 0.');
  return n;
}

/**
 * Parses a comma-separated list of HTTP statuses from `allowed` (`--redirect-status 301,308`).
 * @throws InvalidArgumentError naming the statuses allowed
 */
export function statusList(allowed: readonly number[]): (value: string) => number[] {
  return (value) => {
    const statuses = value.split(',').map((part) => Number(part.trim()));
    if (statuses.length === 0 || statuses.some((status) => !allowed.includes(status))) {
      throw new InvalidArgumentError(`expected a comma-separated list of ${allowed.join(', ')}.`);
    }
    return [...new Set(statuses)];
  };
}
