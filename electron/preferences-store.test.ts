import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHANNELS, MAX_IPC_PAYLOAD_BYTES } from './contract.ts';
import { createBridgeHandlers, type BridgeDeps } from './bridge-handlers.ts';
import { ipcErrorCode } from './ipc-errors.ts';
import { dispatch, type BridgeHandlers } from './ipc-handlers.ts';
import {
  MAX_PREFERENCES_FILE_BYTES,
  openPreferencesStore,
  readPreferences,
  withThemeOnHtml,
} from './preferences-store.ts';
import type { IpcEventLike } from './sender-guard.ts';

const APP_URL = 'app://larder/index.html';
const mainFrame = { url: 'app://larder/kitchen' };
const appEvent: IpcEventLike = { senderFrame: mainFrame, sender: { mainFrame } };

let dir: string;
let file: string;
let handlers: BridgeHandlers;
let log: string[];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-prefs-'));
  file = path.join(dir, 'preferences.json');
  log = [];
  handlers = createBridgeHandlers({
    preferences: openPreferencesStore(file, (line) => log.push(line)),
  } as unknown as BridgeDeps);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function call(
  channel: typeof CHANNELS.preferencesGet | typeof CHANNELS.preferencesSet,
  ...args: unknown[]
) {
  return dispatch(channel, handlers[channel] as never, appEvent, args, {
    appUrl: APP_URL,
    log: (line) => log.push(line),
  });
}

async function errorCode(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
  } catch (error) {
    return ipcErrorCode(error instanceof Error ? error.message : String(error));
  }
  return null;
}

describe('desktop preferences (main)', () => {
  it('stores the theme and tutorial-seen in a file main reads at the next start', async () => {
    expect(await call(CHANNELS.preferencesGet)).toEqual({});
    await call(CHANNELS.preferencesSet, { key: 'larder-theme', value: 'dark' });
    await call(CHANNELS.preferencesSet, { key: 'larder-tour-seen', value: '1' });
    expect(await call(CHANNELS.preferencesGet)).toEqual({
      'larder-theme': 'dark',
      'larder-tour-seen': '1',
    });
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({
      'larder-theme': 'dark',
      'larder-tour-seen': '1',
    });
    expect(openPreferencesStore(file).all()).toEqual({
      'larder-theme': 'dark',
      'larder-tour-seen': '1',
    });
    expect(fs.readdirSync(dir)).toEqual(['preferences.json']); // no temp file left behind
  });

  it('keeps the staples the user turned off, as a JSON list of ingredient keys', async () => {
    await call(CHANNELS.preferencesSet, {
      key: 'larder-staples-off',
      value: '["black-pepper","water"]',
    });
    expect(await call(CHANNELS.preferencesGet)).toEqual({
      'larder-staples-off': '["black-pepper","water"]',
    });
  });

  it.each([
    ['a key outside the whitelist', { key: 'sb-x-auth-token', value: 'token' }],
    ['the kitchen key', { key: 'larder-kitchen', value: '{"ingredients":[]}' }],
    ['a theme that does not exist', { key: 'larder-theme', value: 'purple' }],
    ['a tutorial flag other than "1"', { key: 'larder-tour-seen', value: 'yes' }],
    ['an extra field', { key: 'larder-theme', value: 'dark', extra: 1 }],
    ['a non-string value', { key: 'larder-theme', value: 1 }],
    ['a bare string', 'larder-theme'],
    ['a long value', { key: 'larder-theme', value: 'd'.repeat(10_000) }],
    ['staples that are not a JSON list', { key: 'larder-staples-off', value: 'salt' }],
    ['staples with markup', { key: 'larder-staples-off', value: '["<img src=x>"]' }],
  ])('refuses %s and stores nothing', async (_name, request) => {
    expect(await errorCode(call(CHANNELS.preferencesSet, request))).toBe('invalid-request');
    expect(fs.existsSync(file)).toBe(false);
    expect(await call(CHANNELS.preferencesGet)).toEqual({});
  });

  it('refuses a request over the IPC size cap before parsing it', async () => {
    const huge = { key: 'larder-theme', value: 'x'.repeat(MAX_IPC_PAYLOAD_BYTES) };
    expect(await errorCode(call(CHANNELS.preferencesSet, huge))).toBe('too-large');
    expect(fs.existsSync(file)).toBe(false);
  });

  it('reads a broken, oversized or tampered file as the defaults, keeping valid entries', () => {
    fs.writeFileSync(file, '{"larder-theme": "da');
    expect(readPreferences(file, (line) => log.push(line))).toEqual({});
    fs.writeFileSync(
      file,
      JSON.stringify({ 'larder-theme': 'light', 'larder-tour-seen': 2, 'sb-x-auth-token': 't' }),
    );
    expect(readPreferences(file)).toEqual({ 'larder-theme': 'light' });
    fs.writeFileSync(file, JSON.stringify(['dark']));
    expect(readPreferences(file)).toEqual({});
    fs.writeFileSync(
      file,
      JSON.stringify({ 'larder-theme': 'dark', pad: 'x'.repeat(MAX_PREFERENCES_FILE_BYTES) }),
    );
    expect(readPreferences(file, (line) => log.push(line))).toEqual({});
    expect(log.join('\n')).toMatch(/not valid JSON/);
    expect(log.join('\n')).toMatch(/over 4096/);
  });

  it('drops unknown keys a hand-edited file had when it next writes', async () => {
    fs.writeFileSync(file, JSON.stringify({ 'larder-theme': 'light', other: 'x' }));
    const store = openPreferencesStore(file);
    store.set({ key: 'larder-tour-seen', value: '1' });
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({
      'larder-theme': 'light',
      'larder-tour-seen': '1',
    });
  });
});

describe('theme on the served index.html (before first paint)', () => {
  const html = '<!doctype html>\n<html lang="en">\n<head></head><body></body></html>';
  it('puts the stored theme on <html>, following the system for "system" or none', () => {
    expect(withThemeOnHtml(html, 'dark', false)).toContain(
      '<html lang="en" class="dark" style="color-scheme: dark">',
    );
    expect(withThemeOnHtml(html, 'light', true)).toContain(
      '<html lang="en" style="color-scheme: light">',
    );
    expect(withThemeOnHtml(html, 'system', true)).toContain('class="dark"');
    expect(withThemeOnHtml(html, undefined, true)).toContain('class="dark"');
    expect(withThemeOnHtml(html, undefined, false)).not.toContain('class="dark"');
  });

  it('runs on the real index.html, which has exactly one <html> tag', () => {
    const real = fs.readFileSync(path.join(import.meta.dirname, '..', 'index.html'), 'utf8');
    const out = withThemeOnHtml(real, 'dark', false);
    expect(out.match(/<html\b[^>]*>/gi)).toEqual([
      '<html lang="en" class="dark" style="color-scheme: dark">',
    ]);
  });
});
