/**
 * `<userData>/desktop-settings.json`: settings main needs before the renderer runs — today whether
 * to start the embedded backend (and on which port). Changed through the bridge; takes effect at
 * the next start. Anything unreadable reads as the defaults.
 */
import fs from 'node:fs';
import path from 'node:path';
import { desktopSettingsSchema, type DesktopSettings } from './contract.ts';

export function readDesktopSettings(filePath: string): DesktopSettings {
  try {
    const parsed = desktopSettingsSchema.safeParse(JSON.parse(fs.readFileSync(filePath, 'utf8')));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Merges `change` into the file (written atomically) and returns the new settings. */
export function writeDesktopSettings(filePath: string, change: DesktopSettings): DesktopSettings {
  const next = desktopSettingsSchema.parse({ ...readDesktopSettings(filePath), ...change });
  fs.mkdirSync(path.dirname(filePath), { recursive: true });
  const tmp = `${filePath}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(next, null, 2));
  fs.renameSync(tmp, filePath);
  return next;
}
