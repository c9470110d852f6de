/** A time before now in the largest whole unit, as `Intl.RelativeTimeFormat` takes it (negative: past). */
export interface RunAge {
  value: number;
  unit: 'second' | 'minute' | 'hour' | 'day';
}

/**
 * How long ago a run was stored: `{ value: -2, unit: 'hour' }` for two hours ago. A time in the
 * future (a clock ahead of this browser's) reads as 0 seconds.
 * @param receivedAt the run's `received_at`, ISO 8601
 * @param now epoch milliseconds
 */
export function runAge(receivedAt: string, now: number): RunAge {
  const seconds = Math.max(0, Math.floor((now - Date.parse(receivedAt)) / 1000));
  if (seconds < 60) return { value: -seconds, unit: 'second' };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { value: -minutes, unit: 'minute' };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { value: -hours, unit: 'hour' };
  return { value: -Math.floor(hours / 24), unit: 'day' };
}
