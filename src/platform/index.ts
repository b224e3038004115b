import type { Platform } from './platform';
import { createDesktopPlatform, desktopBridge } from './desktop-platform';
import { createWebPlatform } from './web-platform';

export type {
  DesktopBackend,
  InstallEvent,
  InstallPrompt,
  InstallResult,
  PlainTextConsentRequest,
  Platform,
  PlatformAuth,
  PlatformPreferences,
  PlatformStorage,
  ScrapedPage,
} from './platform';

/**
 * The platform the renderer runs on, chosen once at start-up (so the web
 * `beforeinstallprompt` event is captured before any component mounts).
 * Features use this, never `window.larder` directly.
 */
function choosePlatform(): Platform {
  const bridge = desktopBridge();
  return bridge ? createDesktopPlatform(bridge) : createWebPlatform();
}

export const platform: Platform = choosePlatform();
