import type { MenuItemConstructorOptions } from 'electron';

export interface AppMenuOptions {
  platform: NodeJS.Platform;
  appName: string;
  /** Development adds reload and the developer tools. */
  isDev: boolean;
  /** Opens an https page in the system browser. */
  openExternal: (url: string) => void;
  helpUrl?: string;
}

/**
 * The application menu: the usual roles, so the standard keyboard shortcuts (copy/paste, undo,
 * zoom, full screen, close, quit…) work on every OS. A pure function: main passes the result to
 * `Menu.buildFromTemplate`.
 */
export function buildAppMenuTemplate(options: AppMenuOptions): MenuItemConstructorOptions[] {
  const mac = options.platform === 'darwin';
  const helpUrl = options.helpUrl ?? 'https://larder.app/help';
  const template: MenuItemConstructorOptions[] = [];

  if (mac) {
    template.push({
      label: options.appName,
      submenu: [
        { role: 'about' },
        { type: 'separator' },
        { role: 'services' },
        { type: 'separator' },
        { role: 'hide' },
        { role: 'hideOthers' },
        { role: 'unhide' },
        { type: 'separator' },
        { role: 'quit' },
      ],
    });
  }

  template.push({ label: 'File', submenu: [mac ? { role: 'close' } : { role: 'quit' }] });

  template.push({
    label: 'Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      ...(mac ? [{ role: 'pasteAndMatchStyle' } as const] : []),
      { role: 'delete' },
      { type: 'separator' },
      { role: 'selectAll' },
    ],
  });

  template.push({
    label: 'View',
    submenu: [
      ...(options.isDev
        ? ([
            { role: 'reload' },
            { role: 'forceReload' },
            { role: 'toggleDevTools' },
            { type: 'separator' },
          ] as const)
        : []),
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  });

  template.push({
    label: 'Window',
    submenu: mac
      ? [{ role: 'minimize' }, { role: 'zoom' }, { type: 'separator' }, { role: 'front' }]
      : [{ role: 'minimize' }, { role: 'close' }],
  });

  template.push({
    role: 'help',
    submenu: [{ label: `${options.appName} Help`, click: () => options.openExternal(helpUrl) }],
  });

  return template;
}
