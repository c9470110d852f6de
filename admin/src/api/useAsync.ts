import { useCallback, useEffect, useState } from 'react';

/** State of an asynchronous load: loading, its data, or its error. */
export interface AsyncState<T> {
  loading: boolean;
  data: T | null;
  error: unknown;
  retry: () => void;
}

/** Runs `load` on mount and whenever `deps` change; `retry` runs it again. */
export function useAsync<T>(load: () => Promise<T>, deps: unknown[]): AsyncState<T> {
  const [state, setState] = useState<{ loading: boolean; data: T | null; error: unknown }>({
    loading: true,
    data: null,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableLoad = useCallback(load, deps);
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    stableLoad().then(
      (data) => current && setState({ loading: false, data, error: null }),
      (error: unknown) => current && setState({ loading: false, data: null, error }),
    );
    return () => {
      current = false;
    };
  }, [stableLoad, attempt]);
  return { ...state, retry: () => setAttempt((value) => value + 1) };
}
