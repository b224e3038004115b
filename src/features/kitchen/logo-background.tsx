import { LOGO_BACKGROUND_TILES } from '@domain';
import { LarderLogo } from '@/components/larder-logo';

const TILES = Array.from({ length: LOGO_BACKGROUND_TILES }, (_, index) => index);

/** The faint background of 24 logo tiles; decoration only. */
export function LogoBackground() {
  return (
    <div
      aria-hidden="true"
      data-testid="logo-background"
      className="pointer-events-none absolute inset-0 -z-10 grid grid-cols-4 place-items-center gap-8 overflow-hidden p-8 opacity-[0.05] sm:grid-cols-6 dark:opacity-[0.07]"
    >
      {TILES.map((tile) => (
        <LarderLogo key={tile} className="size-16 sm:size-20" />
      ))}
    </div>
  );
}
