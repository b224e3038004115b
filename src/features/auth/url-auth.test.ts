import { describe, expect, it } from 'vitest';
import { cleanAuthUrl, readUrlAuth } from './url-auth';

describe('url auth', () => {
  it('reads tokens from the hash', () => {
    const r = readUrlAuth(
      'http://x/#access_token=a&refresh_token=b&expires_in=3600&type=magiclink',
    );
    expect(r).toEqual({ hadTokens: true, error: null, type: 'magiclink' });
  });
  it('reads error_description from hash or query', () => {
    expect(
      readUrlAuth('http://x/#error=access_denied&error_description=Email+link+is+invalid').error,
    ).toBe('Email link is invalid');
    expect(readUrlAuth('http://x/?error=server_error').error).toBe('server_error');
  });
  it('cleans only auth parameters', () => {
    expect(cleanAuthUrl('http://x/kitchen?a=1&error=e&error_description=d')).toBe('/kitchen?a=1');
    expect(cleanAuthUrl('http://x/#access_token=a&refresh_token=b')).toBe('/');
    expect(cleanAuthUrl('http://x/recipe#step-2')).toBe('/recipe#step-2');
  });
});
