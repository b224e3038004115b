// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { applyTheme, parseTheme } from './theme-state';

describe('theme preference', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    [null, 'system'],
    ['purple', 'system'],
  ] as const)('parses %j as %s (system is the default)', (stored, expected) => {
    expect(parseTheme(stored)).toBe(expected);
  });

  it('toggles the dark class on <html>', () => {
    applyTheme('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    applyTheme('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});
