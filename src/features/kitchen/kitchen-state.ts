import { atom } from 'jotai';
import { EMPTY_KITCHEN, type KitchenState } from '@domain';

export const kitchenAtom = atom<KitchenState>(EMPTY_KITCHEN);

/** 'loading' until the stored kitchen has been read. */
export const kitchenStatusAtom = atom<'loading' | 'ready'>('loading');
