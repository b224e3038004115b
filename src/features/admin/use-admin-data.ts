import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export interface AdminData<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads what `load` answers whenever `key` changes (the filters, the page), keeping the last answer
 * on screen while the next loads; a failure keeps the message for the page to show with a retry.
 */
export function useAdminData<T>(load: () => Promise<T>, key: string): AdminData<T> {
  const [nonce, setNonce] = useState(0);
  const [state, setState] = useState<{ key: string | null; data: T | null; error: string | null }>({
    key: null,
    data: null,
    error: null,
  });
  const current = `${key}#${nonce}`;
  const run = useEffectEvent(() => load());

  useEffect(() => {
    let cancelled = false;
    run().then(
      (data) => {
        if (!cancelled) setState({ key: current, data, error: null });
      },
      (reason: unknown) => {
        if (cancelled) return;
        const error = reason instanceof Error ? reason.message : String(reason);
        setState((previous) => ({ key: current, data: previous.data, error }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [current]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { data: state.data, error: state.error, loading: state.key !== current, reload };
}
