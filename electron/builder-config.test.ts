import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import yaml from 'js-yaml';
import { validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import { DebugLogger } from 'builder-util';
import type { Configuration } from 'app-builder-lib';

const root = path.resolve(import.meta.dirname, '..');
const load = () =>
  yaml.load(fs.readFileSync(path.join(root, 'electron-builder.yml'), 'utf8')) as Configuration;

describe('electron-builder.yml', () => {
  it("passes electron-builder's own configuration validation", async () => {
    await expect(validateConfiguration(load(), new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('fails that validation when the config is broken', async () => {
    const broken = { ...load(), protocol: { scheme: 'larder' } } as unknown as Configuration; // misspelt key
    await expect(validateConfiguration(broken, new DebugLogger(false))).rejects.toThrow();
  });

  it('names the product, the larder:// protocol and an installer for every desktop OS', () => {
    const config = load();
    expect(config.productName).toBe('Larder');
    expect(config.protocols).toEqual([{ name: 'Larder', schemes: ['larder'] }]);
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.mac?.target).toBe('dmg');
    expect(config.win?.target).toBe('nsis');
  });
});
