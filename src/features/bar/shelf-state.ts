import { atom } from 'jotai';
import type { SyncStatus } from '@/lib/sync-engine';
import { EMPTY_SHELF, type BarShelf } from './shelf-model';

export const shelfAtom = atom<BarShelf>(EMPTY_SHELF);

/** 'loading' until the shelf of the current owner has been read. */
export const shelfStatusAtom = atom<SyncStatus>('loading');
