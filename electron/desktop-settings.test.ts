import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readDesktopSettings, writeDesktopSettings } from './desktop-settings.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-settings-'));
const file = path.join(dir, 'desktop-settings.json');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('desktop settings', () => {
  it('reads defaults without a file, merges changes and keeps them', () => {
    expect(readDesktopSettings(file)).toEqual({});
    expect(writeDesktopSettings(file, { localBackend: true })).toEqual({ localBackend: true });
    expect(writeDesktopSettings(file, { localBackendPort: 5000 })).toEqual({
      localBackend: true,
      localBackendPort: 5000,
    });
    expect(readDesktopSettings(file)).toEqual({ localBackend: true, localBackendPort: 5000 });
  });

  it('reads an unreadable or hand-broken file as the defaults', () => {
    fs.writeFileSync(file, '{"localBackend": "yes"');
    expect(readDesktopSettings(file)).toEqual({});
    fs.writeFileSync(file, '{"localBackend": "yes"}');
    expect(readDesktopSettings(file)).toEqual({});
  });
});
