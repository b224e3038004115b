import { describe, expect, it } from 'vitest';
import {
  PREFERENCE_KEYS,
  type LarderBridge,
  type StoredPreferences,
} from '../../electron/contract';
import { createDesktopPreferences, DESKTOP_PREFERENCE_KEYS } from './desktop-preferences';

function fakeBridge(stored: StoredPreferences, fail = false) {
  const sent: [string, string][] = [];
  let release: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bridge = {
    preferences: {
      get: async () => {
        await loaded;
        if (fail) throw new Error('main is gone');
        return stored;
      },
      set: async (key: string, value: string) => void sent.push([key, value]),
    },
  } as unknown as LarderBridge;
  return { bridge, sent, release };
}

describe('desktop preferences', () => {
  it('mirrors the keys main keeps', () => {
    expect([...DESKTOP_PREFERENCE_KEYS].sort()).toEqual([...PREFERENCE_KEYS].sort());
  });

  it('reads main’s values synchronously once loaded, and saves changes through main', async () => {
    const fake = fakeBridge({ 'larder-theme': 'dark' });
    const prefs = createDesktopPreferences(fake.bridge, () => undefined);
    expect(prefs.get('larder-theme')).toBeNull(); // not loaded yet
    fake.release();
    await prefs.ready;
    expect(prefs.get('larder-theme')).toBe('dark');
    prefs.set('larder-theme', 'light');
    prefs.set('larder-tour-seen', '1');
    prefs.set('something-else', 'x'); // not kept by main: this run only
    expect(prefs.get('larder-theme')).toBe('light');
    expect(prefs.get('something-else')).toBe('x');
    expect(fake.sent).toEqual([
      ['larder-theme', 'light'],
      ['larder-tour-seen', '1'],
    ]);
  });

  it('keeps a choice made while loading over the stored value', async () => {
    const fake = fakeBridge({ 'larder-theme': 'dark' });
    const prefs = createDesktopPreferences(fake.bridge, () => undefined);
    prefs.set('larder-theme', 'light');
    fake.release();
    await prefs.ready;
    expect(prefs.get('larder-theme')).toBe('light');
  });

  it('settles (with the defaults) when main cannot be reached', async () => {
    const fake = fakeBridge({}, true);
    const logged: string[] = [];
    const prefs = createDesktopPreferences(fake.bridge, (m) => logged.push(m));
    fake.release();
    await expect(prefs.ready).resolves.toBeUndefined();
    expect(prefs.get('larder-theme')).toBeNull();
    expect(logged).toEqual(['Could not load the saved preferences']);
  });
});
