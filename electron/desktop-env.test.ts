import { describe, expect, it } from 'vitest';
import { readDesktopEnv } from './desktop-env.ts';

describe('desktop environment', () => {
  it('reads the settings main uses, ignoring blanks', () => {
    expect(
      readDesktopEnv({
        VITE_DEV_SERVER_URL: 'http://localhost:5173/',
        VITE_SUPABASE_URL: '',
        LARDER_LOCAL: '1',
        LARDER_LOCAL_PORT: '54321',
        OTHER: 'x',
      }),
    ).toEqual({
      VITE_DEV_SERVER_URL: 'http://localhost:5173/',
      LARDER_LOCAL: '1',
      LARDER_LOCAL_PORT: 54321,
    });
  });

  it('fails loudly, naming the setting', () => {
    expect(() => readDesktopEnv({ LARDER_LOCAL_PORT: '99999' })).toThrow(/LARDER_LOCAL_PORT/);
    expect(() => readDesktopEnv({ VITE_SUPABASE_URL: 'javascript:alert(1)' })).toThrow(
      /VITE_SUPABASE_URL/,
    );
    expect(() => readDesktopEnv({ LARDER_LOCAL: 'yes' })).toThrow(/LARDER_LOCAL/);
  });
});
