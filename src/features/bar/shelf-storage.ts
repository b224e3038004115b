import type { PlatformStorage } from '@/platform';
import { writeSanitizedJson } from '@/lib/sanitized-storage';
import { EMPTY_SHELF, parseStoredShelf, type BarShelf } from './shelf-model';

/** Device-storage key of the guest shelf (on desktop, `larder-<name>` keys go to the encrypted store). */
export const GUEST_BAR_KEY = 'larder-bar';

/** Reads the guest shelf; anything unreadable is dropped with a console warning, never thrown. */
export async function loadGuestShelf(storage: PlatformStorage): Promise<BarShelf> {
  let raw: string | null;
  try {
    raw = await storage.getItem(GUEST_BAR_KEY);
  } catch (error) {
    console.warn('Could not read the saved bar; starting empty.', error);
    return EMPTY_SHELF;
  }
  if (raw === null) return EMPTY_SHELF;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    console.warn(`Ignoring the saved bar in "${GUEST_BAR_KEY}": it is not valid JSON.`);
    return EMPTY_SHELF;
  }
  const { shelf, warnings } = parseStoredShelf(json);
  for (const warning of warnings) console.warn(`Saved bar: ${warning}`);
  return shelf;
}

export async function saveGuestShelf(storage: PlatformStorage, shelf: BarShelf): Promise<void> {
  try {
    await writeSanitizedJson(storage, GUEST_BAR_KEY, { bottles: shelf.bottles });
  } catch (error) {
    console.warn('Could not save the bar on this device.', error);
  }
}
