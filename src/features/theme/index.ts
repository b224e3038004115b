export { ThemeToggle, THEME_OPTIONS, themeLabel } from './theme-toggle';
export { useTheme } from './use-theme';
export { THEME_STORAGE_KEY, DEFAULT_THEME, type ThemePreference } from './theme-state';
