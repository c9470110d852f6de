/**
 * `values` cut into consecutive lists of at most `size` values, in order; the last may be shorter,
 * and an empty input gives no list. Every `IN (...)` and `$or` list the plugin binds goes through
 * it, so no statement exceeds a driver's bind-parameter limit (SQLite 32,766 since 3.32,
 * PostgreSQL and MySQL/MariaDB 65,535 per statement).
 * @param size values per list, at least 1
 * @throws RangeError when `size` is not a positive integer (the loop would never end)
 */
export function chunked<T>(values: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`chunk size must be a positive integer: ${size}`);
  const out: T[][] = [];
  for (let start = 0; start < values.length; start += size) out.push(values.slice(start, start + size));
  return out;
}
