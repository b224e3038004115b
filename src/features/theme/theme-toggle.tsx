import { Monitor, Moon, Sun } from 'lucide-react';
import { useAtom } from 'jotai';
import { ghostButton } from '@/components/button-styles';
import { themeAtom, type ThemePreference } from './theme-state';

export const THEME_OPTIONS: readonly { value: ThemePreference; label: string; Icon: typeof Sun }[] =
  [
    { value: 'light', label: 'Light', Icon: Sun },
    { value: 'dark', label: 'Dark', Icon: Moon },
    { value: 'system', label: 'System', Icon: Monitor },
  ];

export function themeLabel(preference: ThemePreference): string {
  return THEME_OPTIONS.find((option) => option.value === preference)?.label ?? 'System';
}

/** Header control: cycles the theme light → dark → system (announced in its name). */
export function ThemeToggle({
  showLabel = false,
  className = '',
}: {
  showLabel?: boolean;
  className?: string;
}) {
  const [preference, setPreference] = useAtom(themeAtom);
  const index = Math.max(
    0,
    THEME_OPTIONS.findIndex((option) => option.value === preference),
  );
  const current = THEME_OPTIONS[index]!;
  const next = THEME_OPTIONS[(index + 1) % THEME_OPTIONS.length]!;
  const name = `Theme: ${current.label}. Switch to ${next.label}`;
  return (
    <button
      type="button"
      className={`${ghostButton} ${className}`}
      aria-label={showLabel ? undefined : name}
      title={name}
      data-theme-preference={preference}
      onClick={() => setPreference(next.value)}
    >
      <current.Icon aria-hidden="true" className="size-5" />
      {showLabel && <span>{name}</span>}
    </button>
  );
}
