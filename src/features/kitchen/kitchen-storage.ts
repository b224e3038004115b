import { EMPTY_KITCHEN, parseStoredKitchen, type KitchenState } from '@domain';
import type { PlatformStorage } from '@/platform';
import { writeSanitizedJson } from '@/lib/sanitized-storage';

/** Local-storage key of the guest kitchen. */
export const GUEST_KITCHEN_KEY = 'larder-kitchen';

/**
 * Reads the guest kitchen. Anything unreadable (corrupt JSON, hand-edited
 * fields) is dropped with a console warning; it never throws.
 */
export async function loadGuestKitchen(storage: PlatformStorage): Promise<KitchenState> {
  let raw: string | null;
  try {
    raw = await storage.getItem(GUEST_KITCHEN_KEY);
  } catch (error) {
    console.warn('Could not read the saved kitchen; starting empty.', error);
    return EMPTY_KITCHEN;
  }
  if (raw === null) return EMPTY_KITCHEN;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    console.warn(`Ignoring the saved kitchen in "${GUEST_KITCHEN_KEY}": it is not valid JSON.`);
    return EMPTY_KITCHEN;
  }
  const { state, warnings } = parseStoredKitchen(json);
  for (const warning of warnings) console.warn(`Saved kitchen: ${warning}`);
  return state;
}

export async function saveGuestKitchen(
  storage: PlatformStorage,
  state: KitchenState,
): Promise<void> {
  try {
    await writeSanitizedJson(storage, GUEST_KITCHEN_KEY, state);
  } catch (error) {
    console.warn('Could not save the kitchen on this device.', error);
  }
}
