import { useEffect } from 'react';
import { atom, useSetAtom } from 'jotai';

/** Whose kitchen this is: a user id, null for a guest, undefined while auth loads. */
export const kitchenOwnerAtom = atom<string | null | undefined>(undefined);

/** Rendered by the app (which knows the session) so the kitchen can follow the account. */
export function KitchenOwner({ owner }: { owner: string | null | undefined }) {
  const setOwner = useSetAtom(kitchenOwnerAtom);
  useEffect(() => {
    setOwner(owner);
  }, [owner, setOwner]);
  return null;
}
