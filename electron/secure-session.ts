/**
 * The Electron-facing half of the window security (thin; the decisions are in window-options.ts,
 * permission-policy.ts and app-protocol.ts, tested under Node).
 */
import fs from 'node:fs';
import path from 'node:path';
import { app, protocol, session, shell } from 'electron';
import { APP_SCHEME, mimeType, resolveAppAsset } from './app-protocol.ts';
import { isDevicePermissionGranted, isPermissionGranted } from './permission-policy.ts';
import { isAllowedNavigation, windowOpenDecision } from './window-options.ts';

/** Must run before `ready`: app:// gets a real origin, fetch and a secure context. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
    },
  ]);
}

/**
 * Serves the built renderer on app://larder/, every response with the CSP header. `transformIndex`
 * rewrites index.html as it is served (the stored theme on <html>, before first paint).
 */
export function serveAppProtocol(
  rendererDir: string,
  csp: () => string,
  transformIndex: (html: string) => string = (html) => html,
): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const resolved = resolveAppAsset(request.url, rendererDir);
    if (resolved.kind === 'refuse') return new Response('Not found', { status: 404 });
    const filePath =
      resolved.kind === 'index' ? path.join(rendererDir, 'index.html') : resolved.filePath;
    try {
      const bytes = await fs.promises.readFile(filePath);
      const body =
        resolved.kind === 'index' || filePath === path.join(rendererDir, 'index.html')
          ? transformIndex(bytes.toString('utf8'))
          : bytes;
      return new Response(body, {
        headers: {
          'content-type': mimeType(filePath),
          'content-security-policy': csp(),
          'x-content-type-options': 'nosniff',
        },
      });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  });
}

/** Permissions (deny all but clipboard writes from the app), device pickers, CSP on dev-server documents. */
export function hardenSession(appUrl: string, csp: () => string): void {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_wc, permission, callback, details) =>
    callback(isPermissionGranted(permission, details.requestingUrl, appUrl)),
  );
  ses.setPermissionCheckHandler((_wc, permission, requestingOrigin) =>
    isPermissionGranted(permission, requestingOrigin, appUrl),
  );
  ses.setDevicePermissionHandler(() => isDevicePermissionGranted());
  ses.webRequest.onHeadersReceived((details, callback) => {
    const isDocument = details.resourceType === 'mainFrame' || details.resourceType === 'subFrame';
    callback({
      responseHeaders: isDocument
        ? { ...details.responseHeaders, 'Content-Security-Policy': [csp()] }
        : details.responseHeaders,
    });
  });
}

/** Every webContents (the window and anything it might try to create): no new windows, no webviews, no navigating away. */
export function guardWebContents(appUrl: string): void {
  app.on('web-contents-created', (_event, contents) => {
    contents.setWindowOpenHandler(({ url }) => {
      const decision = windowOpenDecision(url);
      if (decision.openExternally) void shell.openExternal(url);
      return { action: decision.action };
    });
    const block = (event: { preventDefault(): void }, url: string) => {
      if (isAllowedNavigation(url, appUrl)) return;
      event.preventDefault();
      console.warn(`[larder] blocked navigation to ${url.slice(0, 200)}`);
    };
    contents.on('will-navigate', block);
    contents.on('will-redirect', block);
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });
}
