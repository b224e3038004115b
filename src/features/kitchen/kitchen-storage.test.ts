import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_KITCHEN } from '@domain';
import type { PlatformStorage } from '@/platform';
import { GUEST_KITCHEN_KEY, loadGuestKitchen, saveGuestKitchen } from './kitchen-storage';

function storageWith(
  value: string | null,
  failing = false,
): PlatformStorage & { written: string | null } {
  const storage = {
    written: null as string | null,
    getItem: async () => {
      if (failing) throw new Error('blocked');
      return value;
    },
    setItem: async (_key: string, next: string) => {
      storage.written = next;
    },
    removeItem: async () => {},
  };
  return storage;
}

afterEach(() => vi.restoreAllMocks());

describe('loadGuestKitchen', () => {
  it.each([
    ['nothing stored', null],
    ['invalid JSON', '{"ingredients": ['],
    ['a number', '42'],
    ['wrong shapes', '{"ingredients": "milk", "templates": 7}'],
  ])('starts empty for %s without throwing', async (_name, raw) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const state = await loadGuestKitchen(storageWith(raw));
    expect(state.ingredients).toEqual([]);
  });

  it('warns when the stored value is unreadable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadGuestKitchen(storageWith('not json'));
    expect(warn).toHaveBeenCalled();
  });

  it('survives storage that throws', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadGuestKitchen(storageWith(null, true))).toEqual(EMPTY_KITCHEN);
  });

  it('reads back what it saved', async () => {
    const storage = storageWith(null);
    const state = {
      ingredients: ['eggs', 'milk'],
      templates: [],
      recentIngredients: ['milk', 'eggs'],
    };
    await saveGuestKitchen(storage, state);
    const loaded = await loadGuestKitchen(storageWith(storage.written));
    expect(loaded.ingredients).toEqual(['eggs', 'milk']);
    expect(loaded.recentIngredients).toEqual(['milk', 'eggs']);
    expect(GUEST_KITCHEN_KEY).toBe('larder-kitchen');
  });
});
