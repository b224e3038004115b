import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { buildAppMenuTemplate } from './app-menu.ts';

function roles(items: MenuItemConstructorOptions[]): string[] {
  return items.flatMap((item) => [
    ...(item.role ? [item.role] : []),
    ...(Array.isArray(item.submenu) ? roles(item.submenu) : []),
  ]);
}

const opened: string[] = [];
const build = (platform: NodeJS.Platform, isDev = false) =>
  buildAppMenuTemplate({
    platform,
    appName: 'Larder',
    isDev,
    openExternal: (url) => opened.push(url),
  });

describe('application menu', () => {
  it('has the usual editing, view and window roles (so their shortcuts work) on every OS', () => {
    for (const platform of ['darwin', 'win32', 'linux'] as const) {
      const r = roles(build(platform));
      for (const role of [
        'undo',
        'redo',
        'cut',
        'copy',
        'paste',
        'selectAll',
        'resetZoom',
        'zoomIn',
        'zoomOut',
        'togglefullscreen',
        'minimize',
        'close',
        'help',
      ]) {
        expect(r, `${platform} ${role}`).toContain(role);
      }
    }
  });

  it('has the macOS app menu first, with quit, hide and about', () => {
    const [first] = build('darwin');
    expect(first?.label).toBe('Larder');
    expect(roles([first ?? {}])).toEqual(
      expect.arrayContaining(['about', 'hide', 'hideOthers', 'unhide', 'quit', 'services']),
    );
    expect(roles(build('win32'))).toContain('quit');
    expect(roles(build('linux'))).not.toContain('about');
  });

  it('offers reload and developer tools only in development', () => {
    expect(roles(build('linux'))).not.toContain('toggleDevTools');
    expect(roles(build('linux'))).not.toContain('reload');
    expect(roles(build('linux', true))).toEqual(
      expect.arrayContaining(['reload', 'forceReload', 'toggleDevTools']),
    );
  });

  it('opens help in the system browser', () => {
    const help = build('linux').find((item) => item.role === 'help');
    const item = Array.isArray(help?.submenu) ? help.submenu[0] : undefined;
    (item?.click as (() => void) | undefined)?.();
    expect(opened).toEqual(['https://larder.app/help']);
  });
});
