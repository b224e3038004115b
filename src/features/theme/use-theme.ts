import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { useMediaQuery } from '@/hooks/use-media-query';
import { applyTheme, themeAtom, type ThemePreference } from './theme-state';

/** The preference, its setter and the theme actually shown ('light' | 'dark'). */
export function useTheme() {
  const [preference, setPreference] = useAtom(themeAtom);
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const resolved: 'light' | 'dark' =
    preference === 'system' ? (systemDark ? 'dark' : 'light') : preference;

  useEffect(() => {
    applyTheme(resolved);
  }, [resolved]);

  return { preference, setPreference: (next: ThemePreference) => setPreference(next), resolved };
}
