import { isAppUrl } from './sender-guard.ts';

/**
 * Permissions the app actually uses: writing plain text to the clipboard (copying a shopping list
 * or a recipe). Everything else — camera, microphone, geolocation, notifications, reading the
 * clipboard, MIDI, HID/serial/USB, openExternal from the page, fullscreen — is denied.
 */
export const GRANTED_PERMISSIONS: ReadonlySet<string> = new Set(['clipboard-sanitized-write']);

/** Used for both setPermissionRequestHandler and setPermissionCheckHandler. */
export function isPermissionGranted(
  permission: string,
  requestingUrl: string | undefined,
  appUrl: string,
): boolean {
  if (!GRANTED_PERMISSIONS.has(permission)) return false;
  return typeof requestingUrl === 'string' && isAppUrl(requestingUrl, appUrl);
}

/** Device pickers (HID, serial, USB, Bluetooth) are never offered. */
export function isDevicePermissionGranted(): boolean {
  return false;
}
