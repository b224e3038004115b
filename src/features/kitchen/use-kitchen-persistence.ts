import { useEffect, useRef } from 'react';
import { useAtom } from 'jotai';
import { platform } from '@/platform';
import { kitchenAtom, kitchenStatusAtom } from './kitchen-state';
import { loadGuestKitchen, saveGuestKitchen } from './kitchen-storage';

/**
 * Guest kitchen: loaded once from device storage, then written back after
 * every change. (Signed-in users' kitchens sync with the backend in a later issue.)
 */
export function useKitchenPersistence() {
  const [kitchen, setKitchen] = useAtom(kitchenAtom);
  const [status, setStatus] = useAtom(kitchenStatusAtom);
  const loadedRef = useRef(kitchen);

  useEffect(() => {
    if (status !== 'loading') return;
    let cancelled = false;
    void loadGuestKitchen(platform.storage).then((state) => {
      if (cancelled) return;
      loadedRef.current = state;
      setKitchen(state);
      setStatus('ready');
    });
    return () => {
      cancelled = true;
    };
  }, [status, setKitchen, setStatus]);

  useEffect(() => {
    if (status !== 'ready' || kitchen === loadedRef.current) return;
    loadedRef.current = kitchen;
    void saveGuestKitchen(platform.storage, kitchen);
  }, [kitchen, status]);

  return status;
}
