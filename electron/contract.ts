/**
 * The typed bridge between the renderer and the Electron main process. Every channel is named
 * here with its request and response types; the preload exposes exactly `window.larder` of type
 * LarderBridge and main validates every input. The desktop services behind these channels
 * (encrypted storage, deep links, scrape proxy, embedded backend) grow channel by channel.
 */
export const CHANNELS = {
  appInfo: 'larder:app-info',
} as const;

export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

export interface AppInfo {
  version: string;
  platform: 'darwin' | 'win32' | 'linux' | string;
}

export interface LarderBridge {
  readonly isDesktop: true;
  appInfo(): Promise<AppInfo>;
}
