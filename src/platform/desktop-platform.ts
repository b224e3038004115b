import type { LarderBridge } from '../../electron/contract';
import type { InstallPrompt, Platform } from './platform';
import { createWebPlatform } from './web-platform';

declare global {
  interface Window {
    /** Exposed by electron/preload.ts in the desktop app only. */
    larder?: LarderBridge;
  }
}

/** The preload bridge, when running inside the desktop app. */
export function desktopBridge(): LarderBridge | null {
  return typeof window !== 'undefined' && window.larder?.isDesktop === true ? window.larder : null;
}

const installed: InstallPrompt = {
  isInstalled: () => true,
  canPrompt: () => false,
  prompt: async () => 'unavailable',
  subscribe: () => () => {},
};

/**
 * The desktop app: already installed, no service worker. Storage uses the web
 * implementation until the bridge grows its encrypted-storage channel; then
 * only this file changes.
 */
export function createDesktopPlatform(_bridge: LarderBridge): Platform {
  const web = createWebPlatform();
  return { ...web, kind: 'desktop', install: installed };
}
