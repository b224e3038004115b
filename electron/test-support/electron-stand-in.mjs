/**
 * A recording stand-in for the `electron` module, for running the BUILT dist-electron/main.js
 * under plain Node (electron/built-app.test.ts; Electron's binary is not available there).
 * stand-in-hooks.mjs resolves `electron` to this file. It implements the part of Electron's API
 * the app calls, records every call and reports it to the test over the fork() channel, and lets
 * the test drive the app: Electron's events, IPC invocations, app:// requests, the CSP hook, quit.
 *
 * Set by the test: LARDER_STAND_IN_USER_DATA (app.getPath('userData')) and
 * LARDER_STAND_IN_LOCK=taken (another instance holds the single-instance lock).
 */
import { EventEmitter } from 'node:events';

const report = (kind, detail = {}) => process.send?.({ type: 'record', kind, detail });

const userData = process.env.LARDER_STAND_IN_USER_DATA;
if (!userData) throw new Error('electron stand-in: LARDER_STAND_IN_USER_DATA is not set');

class AppStandIn extends EventEmitter {
  isPackaged = true;
  #quitting = false;
  #ready = new Promise((resolve) => {
    // Electron emits `ready` once the main script has run; so do we.
    setImmediate(() => {
      report('app.ready');
      this.emit('ready');
      resolve();
    });
  });

  whenReady() {
    return this.#ready;
  }
  getPath(name) {
    if (name !== 'userData') throw new Error(`electron stand-in: getPath(${name}) is not provided`);
    return userData;
  }
  getAppPath() {
    return process.cwd();
  }
  getName() {
    return 'Larder';
  }
  getVersion() {
    return '0.0.0-stand-in';
  }
  requestSingleInstanceLock() {
    const granted = process.env.LARDER_STAND_IN_LOCK !== 'taken';
    report('app.requestSingleInstanceLock', { granted });
    return granted;
  }
  setAsDefaultProtocolClient(protocol, ...args) {
    report('app.setAsDefaultProtocolClient', { protocol, args });
    return true;
  }
  /** As Electron: before-quit, then will-quit (which a listener may prevent), then the process ends. */
  quit() {
    report('app.quit');
    if (this.#quitting) return;
    this.#quitting = true;
    setImmediate(() => {
      this.emit('before-quit', makeEvent());
      const event = makeEvent();
      this.emit('will-quit', event);
      report('app.will-quit', { prevented: event.defaultPrevented });
      this.#quitting = false;
      if (event.defaultPrevented) return;
      report('app.exit');
      // Let the report reach the test before the process ends.
      if (process.send) process.send({ type: 'exit' }, () => process.exit(0));
      else process.exit(0);
    });
  }
}

function makeEvent() {
  return {
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
  };
}

export const app = new AppStandIn();

const handlers = new Map();
export const ipcMain = {
  handle(channel, listener) {
    if (handlers.has(channel))
      throw new Error(`Attempted to register a second handler for '${channel}'`);
    handlers.set(channel, listener);
    report('ipcMain.handle', { channel });
  },
  removeHandler(channel) {
    handlers.delete(channel);
  },
  on(channel) {
    report('ipcMain.on', { channel });
  },
};

class WebContentsStandIn extends EventEmitter {
  mainFrame = { url: '' };
  setWindowOpenHandler(handler) {
    this.windowOpenHandler = handler;
  }
  isLoading() {
    return false;
  }
  send(channel, payload) {
    report('webContents.send', { channel, payload });
  }
}

const windows = [];
export class BrowserWindow extends EventEmitter {
  constructor(options) {
    super();
    this.options = options;
    this.webContents = new WebContentsStandIn();
    windows.push(this);
    report('BrowserWindow.new', { options });
    app.emit('web-contents-created', makeEvent(), this.webContents);
  }
  static getAllWindows() {
    return [...windows];
  }
  loadURL(url) {
    this.webContents.mainFrame.url = url;
    report('BrowserWindow.loadURL', { url });
    return Promise.resolve();
  }
  isDestroyed() {
    return false;
  }
  isMinimized() {
    return false;
  }
  isMaximized() {
    return false;
  }
  maximize() {}
  restore() {}
  show() {
    report('BrowserWindow.show');
  }
  focus() {
    report('BrowserWindow.focus');
  }
  getNormalBounds() {
    return { x: 0, y: 0, ...this.options };
  }
}

const protocolHandlers = new Map();
export const protocol = {
  registerSchemesAsPrivileged(schemes) {
    report('protocol.registerSchemesAsPrivileged', { schemes, beforeReady: !appIsReady() });
  },
  handle(scheme, handler) {
    protocolHandlers.set(scheme, handler);
    report('protocol.handle', { scheme });
  },
};
let readyReported = false;
app.once('ready', () => (readyReported = true));
const appIsReady = () => readyReported;

const sessionHandlers = {};
export const session = {
  defaultSession: {
    setPermissionRequestHandler: (handler) => (sessionHandlers.permissionRequest = handler),
    setPermissionCheckHandler: (handler) => (sessionHandlers.permissionCheck = handler),
    setDevicePermissionHandler: (handler) => (sessionHandlers.devicePermission = handler),
    webRequest: {
      onHeadersReceived: (listener) => {
        sessionHandlers.headersReceived = listener;
        report('session.onHeadersReceived');
      },
    },
  },
};

/** An OS keychain that works: reversible, and visibly not plain text. */
export const safeStorage = {
  isEncryptionAvailable: () => true,
  getSelectedStorageBackend: () => 'gnome_libsecret',
  encryptString: (text) => Buffer.from(`stand-in:${Buffer.from(text).toString('base64')}`),
  decryptString: (buffer) => {
    const text = buffer.toString();
    if (!text.startsWith('stand-in:')) throw new Error('not encrypted by this keychain');
    return Buffer.from(text.slice('stand-in:'.length), 'base64').toString();
  },
};

export const shell = {
  openExternal(url) {
    report('shell.openExternal', { url });
    return Promise.resolve();
  },
  openPath: () => Promise.resolve(''),
};

export const Menu = {
  buildFromTemplate: (template) => ({ template }),
  setApplicationMenu(menu) {
    report('Menu.setApplicationMenu', {
      items: menu.template.map((item) => item.label ?? item.role),
    });
  },
};

export const nativeTheme = { shouldUseDarkColors: false };
export const screen = {
  getAllDisplays: () => [
    {
      id: 1,
      workArea: { x: 0, y: 0, width: 1920, height: 1080 },
      bounds: { x: 0, y: 0, width: 1920, height: 1080 },
    },
  ],
};
export const dialog = {
  showMessageBox: () => Promise.resolve({ response: 0 }),
  showErrorBox: (title) => report('dialog.showErrorBox', { title }),
};

export default {
  app,
  BrowserWindow,
  ipcMain,
  Menu,
  nativeTheme,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
  dialog,
};

/** What the test can ask of the running app. */
const commands = {
  /** Electron's app events: `second-instance` (argv), `open-url`, `activate`. */
  emit({ event, args }) {
    app.emit(event, makeEvent(), ...args);
    return null;
  },
  /** ipcRenderer.invoke from the window's main frame (or another frame: `senderUrl`). */
  async invoke({ channel, args, senderUrl }) {
    const handler = handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    const win = windows[0];
    const frame = senderUrl ? { url: senderUrl } : win.webContents.mainFrame;
    const sender = { mainFrame: win.webContents.mainFrame };
    return handler({ senderFrame: frame, sender }, ...args);
  },
  /** A request the window makes on app:// (protocol.handle). */
  async fetchApp({ url }) {
    const response = await protocolHandlers.get(new URL(url).protocol.slice(0, -1))(
      new Request(url),
    );
    const body = await response.text();
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body,
    };
  },
  /** The session's header hook, as Chromium calls it for a document from the dev server. */
  headers({ resourceType, url }) {
    return new Promise((resolve) =>
      sessionHandlers.headersReceived(
        { resourceType, url, responseHeaders: { 'content-type': ['text/html'] } },
        resolve,
      ),
    );
  },
  quit() {
    app.quit();
    return null;
  },
};

process.on('message', async (message) => {
  if (!message || message.type !== 'command') return;
  const { id, name, input } = message;
  try {
    const result = await commands[name](input ?? {});
    process.send({ type: 'result', id, ok: true, result });
  } catch (error) {
    process.send({
      type: 'result',
      id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
