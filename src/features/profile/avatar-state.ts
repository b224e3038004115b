import { atom } from 'jotai';

/** The signed-in user's avatar URL (null: none or a guest). */
export const avatarUrlAtom = atom<string | null>(null);
