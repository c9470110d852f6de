import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReferenceIndexResponse } from '@route-discovery/contract';

/** The reference index as the admin route answers it (`referenceIndexResponseSchema` `data`). */
export type ReferenceIndexStatus = ReferenceIndexResponse['data'];

/** How the panel reaches the admin routes: read the state, start a rebuild (each resolves to the answer). */
export interface ReferenceIndexClient {
  read(): Promise<ReferenceIndexStatus>;
  rebuild(): Promise<ReferenceIndexStatus>;
}

/** What `useReferenceIndex` gives the panel. */
export interface ReferenceIndexState {
  status: ReferenceIndexStatus | null;
  /** The last read or start failed (the panel says so; the next poll or click tries again). */
  failed: boolean;
  /** A `POST` is on its way. */
  starting: boolean;
  rebuild: () => void;
}

/**
 * Reads the reference index's state on mount and, while a rebuild is `building`, every `pollMs`
 * ms until it is `done` (a failed read says so and is tried again); `rebuild` starts one (or resumes the one building) and polls it.
 * `onBuilt` runs when a rebuild this hook watched finishes (the Files page then reloads its
 * usage counts). Polling stops on unmount.
 */
export function useReferenceIndex(
  client: ReferenceIndexClient,
  pollMs: number,
  onBuilt?: () => void,
): ReferenceIndexState {
  const [status, setStatus] = useState<ReferenceIndexStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const [starting, setStarting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const live = useRef(true);
  const watched = useRef(false);
  const built = useRef(onBuilt);
  built.current = onBuilt;

  const take = useCallback(
    (load: Promise<ReferenceIndexStatus>, poll: () => void) =>
      load.then(
        (answer) => {
          if (!live.current) return;
          setFailed(false);
          setStatus(answer);
          if (answer.rebuild.status === 'building') {
            watched.current = true;
            timer.current = setTimeout(poll, pollMs);
          } else if (watched.current) {
            watched.current = false;
            built.current?.();
          }
        },
        () => {
          if (!live.current) return;
          setFailed(true);
          // A rebuild being watched goes on on the server: keep reading its progress.
          if (watched.current) timer.current = setTimeout(poll, pollMs);
        },
      ),
    [pollMs],
  );

  const poll = useCallback((): void => {
    void take(client.read(), poll);
  }, [client, take]);

  useEffect(() => {
    live.current = true;
    poll();
    return () => {
      live.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, [poll]);

  const rebuild = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setStarting(true);
    void take(client.rebuild(), poll).finally(() => live.current && setStarting(false));
  }, [client, poll, take]);

  return { status, failed, starting, rebuild };
}
