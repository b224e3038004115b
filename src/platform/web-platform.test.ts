// @vitest-environment happy-dom
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { createWebPlatform } from './web-platform';

describe('web platform', () => {
  it('has none of the device-only capabilities, and never asks or waits', () => {
    const platform = createWebPlatform();
    expect(platform.ready).toBeNull();
    expect(platform.backend).toBeNull();
    expect(platform.fetchRecipePage).toBeNull();
    const heard: unknown[] = [];
    platform.onNotice((message) => heard.push(message))();
    platform.onPlainTextConsentNeeded((request) => heard.push(request))();
    expect(heard).toEqual([]);
  });

  it('keeps the session where supabase-js does and lets Google redirect the page back', async () => {
    const platform = createWebPlatform();
    expect(platform.auth.clientOptions).toEqual({
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
    });
    const calls: unknown[] = [];
    const refused = new Error('provider is not enabled');
    const client = {
      auth: {
        signInWithOAuth: async (options: unknown) => {
          calls.push(options);
          return { data: { url: null }, error: calls.length > 1 ? refused : null };
        },
      },
    } as unknown as SupabaseClient;
    expect(await platform.auth.signInWithGoogle(client, 'https://larder.app/')).toEqual({
      error: null,
    });
    expect(calls[0]).toEqual({
      provider: 'google',
      options: { redirectTo: 'https://larder.app/' },
    });
    expect(await platform.auth.signInWithGoogle(client, 'https://larder.app/')).toEqual({
      error: refused,
    });
  });

  it('tells a guest (no stored session) from a device that may hold one', () => {
    const platform = createWebPlatform();
    localStorage.clear();
    localStorage.setItem('larder-theme', 'dark');
    expect(platform.auth.mayHaveSession()).toBe(false);
    localStorage.setItem('sb-127-auth-token', '{"access_token":"t"}');
    expect(platform.auth.mayHaveSession()).toBe(true);
    localStorage.clear();
  });
});
