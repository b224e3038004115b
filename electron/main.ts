/**
 * The Electron main process: a thin layer that hands Electron's real APIs to the modules beside
 * it (each tested under Node with an adapter in place of Electron).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  app,
  BrowserWindow,
  ipcMain,
  Menu,
  nativeTheme,
  safeStorage,
  screen,
  shell,
} from 'electron';
import Store from 'electron-store';
import { buildAppMenuTemplate } from './app-menu.ts';
import { APP_URL } from './app-protocol.ts';
import { DESKTOP_BACKEND_LAYOUT as BACKEND } from './backend-layout.ts';
import { createBridgeHandlers } from './bridge-handlers.ts';
import { EVENTS, type BackendInfo, type EventChannel } from './contract.ts';
import { readDesktopEnv } from './desktop-env.ts';
import { createOAuthFlows, DEEP_LINK_PROTOCOL, extractDeepLink } from './deep-links.ts';
import {
  DEFAULT_LOCAL_PORT,
  isLocalBackendEnabled,
  serverModuleLoader,
  startEmbeddedBackendOrExplain,
  type EmbeddedBackend,
} from './embedded-backend.ts';
import { readDesktopSettings, writeDesktopSettings } from './desktop-settings.ts';
import { registerIpcHandlers } from './ipc-handlers.ts';
import { openPreferencesStore, withThemeOnHtml } from './preferences-store.ts';
import { safeStorageCipher } from './safe-storage-cipher.ts';
import { createScrapeProxy } from './scrape-proxy.ts';
import {
  guardWebContents,
  hardenSession,
  registerAppScheme,
  serveAppProtocol,
} from './secure-session.ts';
import { openSecureStore, unavailableStore, type SecureStore } from './secure-store.ts';
import { contentSecurityPolicy, secureWindowOptions } from './window-options.ts';
import { loadWindowState, saveWindowState } from './window-state.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const rendererDir = path.join(here, 'renderer');
const env = readDesktopEnv();
const devServerUrl = env.VITE_DEV_SERVER_URL;
const appUrl = devServerUrl ?? APP_URL;
const backendOrigins = [env.VITE_SUPABASE_URL].filter((v): v is string => Boolean(v));
let localBackendEnabled = false;
const csp = () =>
  contentSecurityPolicy({ backendOrigins, devServerUrl, localBackend: localBackendEnabled });

let mainWindow: BrowserWindow | null = null;
let embedded: EmbeddedBackend | null = null;
const flows = createOAuthFlows();
/** Deep links that arrived before the app was ready (macOS open-url at launch). */
const earlyLinks: string[] = [];
let ready = false;

registerAppScheme();

function registerProtocolClient(): void {
  // In development Electron runs as `electron <app path>`: pass the path so the OS relaunches us.
  const ok =
    process.defaultApp && process.argv[1]
      ? app.setAsDefaultProtocolClient(DEEP_LINK_PROTOCOL, process.execPath, [
          path.resolve(process.argv[1]),
        ])
      : app.setAsDefaultProtocolClient(DEEP_LINK_PROTOCOL);
  if (!ok)
    console.warn(`[larder] could not register the ${DEEP_LINK_PROTOCOL}:// protocol handler`);
}

function sendToRenderer(channel: EventChannel, payload: unknown): void {
  const win = mainWindow;
  if (!win || win.isDestroyed()) return;
  if (win.webContents.isLoading())
    win.webContents.once('did-finish-load', () => win.webContents.send(channel, payload));
  else win.webContents.send(channel, payload);
}

function focusWindow(): void {
  const win = mainWindow ?? BrowserWindow.getAllWindows()[0];
  if (!win) return;
  if (win.isMinimized()) win.restore();
  win.show();
  win.focus();
}

function handleDeepLink(raw: string): void {
  if (!ready) {
    earlyLinks.push(raw);
    return;
  }
  const result = flows.complete(raw); // refused links are logged there
  if (!result.ok) return;
  sendToRenderer(EVENTS.authCallback, result.callback);
  focusWindow();
}

function createWindow(): BrowserWindow {
  const stateFile = path.join(app.getPath('userData'), 'window-state.json');
  const state = loadWindowState(stateFile, screen.getAllDisplays());
  const win = new BrowserWindow(secureWindowOptions(path.join(here, 'preload.js'), state.bounds));
  mainWindow = win;
  if (state.maximized) win.maximize();
  win.once('ready-to-show', () => win.show());
  win.on('close', () => {
    const error = saveWindowState(stateFile, {
      bounds: win.getNormalBounds(),
      maximized: win.isMaximized(),
    });
    if (error) console.warn(`[larder] could not save the window state: ${error.message}`);
  });
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
  });
  if (devServerUrl) void win.loadURL(devServerUrl);
  else void win.loadURL(APP_URL);
  return win;
}

function openStore(): SecureStore {
  const userData = app.getPath('userData');
  const name = 'larder-secure';
  const open = () =>
    openSecureStore({
      filePath: path.join(userData, `${name}.json`),
      open: () =>
        new Store<Record<string, unknown>>({
          name,
          cwd: userData,
          accessPropertiesByDotNotation: false,
          clearInvalidConfig: false,
        }),
      cipher: safeStorageCipher(safeStorage),
      onProblem: (problem) => sendToRenderer(EVENTS.storageProblem, problem),
    });
  try {
    return open();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[larder] the secure store could not be opened: ${reason}`);
    return unavailableStore(reason);
  }
}

/** Starts server/ on loopback; the renderer awaits backendInfo, so the window needn't wait. */
async function startLocalBackend(settingsPort: number | undefined): Promise<BackendInfo> {
  const userData = app.getPath('userData');
  // The build bundled server/ and the edge functions beside main.js, with their SQL and PGlite's
  // files (scripts/desktop-backend-build.ts; unpacked from app.asar, electron-builder.yml).
  // A taken port falls back to a free one; a backend that can't start at all is explained to
  // the user and the configured backend is used instead.
  const started = await startEmbeddedBackendOrExplain({
    loadServer: serverModuleLoader(path.join(here, BACKEND.entry)),
    userDataDir: userData,
    preferredPort: env.LARDER_LOCAL_PORT ?? settingsPort ?? DEFAULT_LOCAL_PORT,
    bootstrapDir: path.join(here, BACKEND.bootstrap),
    migrationsDir: path.join(here, BACKEND.migrations),
    functionsDir: path.join(here, BACKEND.functions),
    configFile: path.join(here, BACKEND.configFile),
  });
  embedded = started.embedded;
  if (embedded) backendOrigins.push(embedded.info.url);
  return started.info;
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  registerProtocolClient();
  guardWebContents(appUrl);
  // macOS delivers deep links here (also at launch, possibly before ready).
  app.on('open-url', (event, url) => {
    event.preventDefault();
    handleDeepLink(url);
  });
  // Windows and Linux start a second instance with the link in argv; it quits and we get the argv.
  app.on('second-instance', (_event, argv) => {
    focusWindow();
    const link = extractDeepLink(argv);
    if (link) handleDeepLink(link);
  });

  void app.whenReady().then(() => {
    // Theme and tutorial-seen: read once here; the window's index.html gets the theme on <html>.
    const preferences = openPreferencesStore(
      path.join(app.getPath('userData'), 'preferences.json'),
    );
    hardenSession(appUrl, csp);
    if (!devServerUrl)
      serveAppProtocol(rendererDir, csp, (html) =>
        withThemeOnHtml(html, preferences.all()['larder-theme'], nativeTheme.shouldUseDarkColors),
      );
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        buildAppMenuTemplate({
          platform: process.platform,
          appName: app.getName(),
          isDev: Boolean(devServerUrl) || !app.isPackaged,
          openExternal: (url) => void shell.openExternal(url),
        }),
      ),
    );
    // The local backend: the desktop setting, or LARDER_LOCAL=1 (which wins either way).
    const settingsFile = path.join(app.getPath('userData'), 'desktop-settings.json');
    const settings = readDesktopSettings(settingsFile);
    const localEnabled = isLocalBackendEnabled(settings.localBackend, {
      LARDER_LOCAL: env.LARDER_LOCAL,
    });
    // The window loads before the backend has its port (it may fall back from a taken one).
    localBackendEnabled = localEnabled;
    const localBackend: Promise<BackendInfo> = localEnabled
      ? startLocalBackend(settings.localBackendPort)
      : Promise.resolve({ mode: 'remote' });
    registerIpcHandlers(
      ipcMain,
      createBridgeHandlers({
        store: openStore(),
        flows,
        appInfo: () => ({
          version: app.getVersion(),
          platform: process.platform,
          localBackend: localEnabled,
        }),
        backendInfo: () => localBackend,
        openExternal: (url) => shell.openExternal(url),
        scrapeFetch: createScrapeProxy(),
        settings: {
          read: () => readDesktopSettings(settingsFile),
          write: (change) => writeDesktopSettings(settingsFile, change),
        },
        preferences,
      }),
      { appUrl },
    );
    createWindow();
    ready = true;
    const initial = extractDeepLink(process.argv);
    for (const link of [...earlyLinks.splice(0), ...(initial ? [initial] : [])])
      handleDeepLink(link);
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createWindow();
    });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  // Let the embedded backend close its database cleanly before the process exits.
  let closingBackend = false;
  app.on('will-quit', (event) => {
    if (!embedded || closingBackend) return;
    closingBackend = true;
    event.preventDefault();
    void embedded.close().finally(() => app.quit());
  });
}
