import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, ipcMain, session, shell } from 'electron';
import { CHANNELS, type AppInfo } from './contract.ts';
import { contentSecurityPolicy, isAllowedExternalUrl, secureWindowOptions } from './window-options.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const devServerUrl = process.env.VITE_DEV_SERVER_URL;
const backendOrigins = [process.env.VITE_SUPABASE_URL].filter((v): v is string => Boolean(v));

function appOrigin(): string {
  return devServerUrl ? new URL(devServerUrl).origin : 'file://';
}

function createWindow(): BrowserWindow {
  const win = new BrowserWindow(secureWindowOptions(path.join(here, 'preload.js')));
  win.once('ready-to-show', () => win.show());
  win.webContents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternalUrl(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  win.webContents.on('will-navigate', (event, url) => {
    if (!url.startsWith(appOrigin())) event.preventDefault();
  });
  if (devServerUrl) void win.loadURL(devServerUrl);
  else void win.loadFile(path.join(here, 'renderer', 'index.html'));
  return win;
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    const [win] = BrowserWindow.getAllWindows();
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
  });

  void app.whenReady().then(() => {
    session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
    session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
      callback({
        responseHeaders: {
          ...details.responseHeaders,
          'Content-Security-Policy': [contentSecurityPolicy(backendOrigins)],
        },
      });
    });
    ipcMain.handle(CHANNELS.appInfo, (event): AppInfo => {
      if (!event.senderFrame || event.senderFrame !== event.sender.mainFrame) {
        throw new Error('Refused: IPC from a frame other than the app');
      }
      return { version: app.getVersion(), platform: process.platform };
    });
    createWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createWindow();
    });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
