import { useCallback, useEffect, useRef, useState } from 'react';
import type { MonitorRun, MonitorScheduleInput, MonitorScheduleResponse } from '@route-discovery/contract';

/** The schedule as the admin route answers it (`monitorScheduleResponseSchema` `data`). */
export type MonitorScheduleState = MonitorScheduleResponse['data'];

/**
 * How the schedule panel reaches the admin routes (`/route-discovery/monitor/...`): read, save the
 * fields changed (rejects with the server's message on a 400), "Check now".
 */
export interface MonitorScheduleClient {
  read(): Promise<MonitorScheduleState>;
  save(input: MonitorScheduleInput): Promise<MonitorScheduleState>;
  checkNow(): Promise<MonitorRun>;
}

/** What `useMonitorSchedule` gives the panel. */
export interface MonitorScheduleHook {
  schedule: MonitorScheduleState | null;
  /** The read failed (no permission, or the server is unreachable). */
  unavailable: boolean;
  busy: boolean;
  /** The last save's or "Check now"'s error message, or null. */
  error: string | null;
  /** The run "Check now" queued (or the one already queued or running). */
  run: MonitorRun | null;
  save(input: MonitorScheduleInput): void;
  checkNow(): void;
}

/** The message of a failed call: the server's `error.message` when it sent one. */
function messageOf(error: unknown): string {
  const response = (error as { response?: { data?: { error?: { message?: unknown } } } })?.response;
  const message = response?.data?.error?.message;
  return typeof message === 'string' ? message : String((error as Error)?.message ?? error);
}

/** Reads the schedule on mount; `save` and `checkNow` call the routes one at a time. */
export function useMonitorSchedule(client: MonitorScheduleClient): MonitorScheduleHook {
  const [schedule, setSchedule] = useState<MonitorScheduleState | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [run, setRun] = useState<MonitorRun | null>(null);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    client.read().then(
      (answer) => live.current && setSchedule(answer),
      () => live.current && setUnavailable(true),
    );
    return () => {
      live.current = false;
    };
  }, [client]);

  const call = useCallback(<T>(work: () => Promise<T>, done: (value: T) => void) => {
    setBusy(true);
    setError(null);
    work()
      .then(
        (value) => live.current && done(value),
        (failure: unknown) => live.current && setError(messageOf(failure)),
      )
      .finally(() => live.current && setBusy(false));
  }, []);

  return {
    schedule,
    unavailable,
    busy,
    error,
    run,
    save: (input) => call(() => client.save(input), setSchedule),
    checkNow: () => call(() => client.checkNow(), setRun),
  };
}
