import { atom } from 'jotai';
import type { VolumeSystem } from '@domain';
import { platform } from '@/platform';

/** Kept with the theme preference (on desktop, main keeps it too). */
export const VOLUME_UNITS_KEY = 'larder-volume-units';
export const BAR_KITCHEN_KEY = 'larder-bar-kitchen';

export function parseVolumeUnits(value: string | null): VolumeSystem {
  return value === 'oz' ? 'oz' : 'ml';
}

const chosenUnitsAtom = atom<VolumeSystem | null>(null);

/** Amounts in ml or US fl oz: the user's choice, else the stored one, else ml. */
export const volumeUnitsAtom = atom(
  (get) => get(chosenUnitsAtom) ?? parseVolumeUnits(platform.preferences.get(VOLUME_UNITS_KEY)),
  (_get, set, next: VolumeSystem) => {
    set(chosenUnitsAtom, next);
    platform.preferences.set(VOLUME_UNITS_KEY, next);
  },
);

const chosenKitchenAtom = atom<boolean | null>(null);

/** "Use my kitchen too": on unless the user turned it off. */
export const useKitchenAtom = atom(
  (get) => get(chosenKitchenAtom) ?? platform.preferences.get(BAR_KITCHEN_KEY) !== 'off',
  (_get, set, next: boolean) => {
    set(chosenKitchenAtom, next);
    platform.preferences.set(BAR_KITCHEN_KEY, next ? 'on' : 'off');
  },
);
