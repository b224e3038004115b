import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Compass, LogOut, Shield, Link as LinkIcon } from 'lucide-react';
import { LarderLogo } from '@/components/larder-logo';
import { focusRing, ghostButton } from '@/components/button-styles';
import { useAuth } from '@/features/auth';
import { InstallButton } from '@/features/install';
import { HeaderAvatar } from '@/features/profile';
import { SaveRecipeDialogHost, SAVE_RECIPE_TEXTS } from '@/features/save-recipe';
import { ThemeToggle } from '@/features/theme';
import { useStartTour } from '@/features/tour';
import { HEADER_LINKS, HEADER_TEXTS as T } from './header-actions';
import { HeaderMenu } from './header-menu';

/** Labels show from 1536 px (with the Admin Panel button they do not fit at 1280); below, icon buttons keep their names for screen readers and a tooltip. */
const labelClass = 'sr-only whitespace-nowrap 2xl:not-sr-only';

export function AppHeader() {
  const { signedIn, isAdmin, signOut, userId } = useAuth();
  const navigate = useNavigate();
  const startTour = useStartTour();
  const [saveOpen, setSaveOpen] = useState(false);

  const actions = {
    openSaveRecipe: () => setSaveOpen(true),
    startTour: () => {
      navigate('/');
      startTour();
    },
    logout: async () => {
      await signOut();
      navigate('/logout-feedback');
    },
  };

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/90 backdrop-blur dark:border-stone-800 dark:bg-stone-950/90">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-4">
        <Link
          to="/"
          aria-label={T.home}
          className={`flex min-w-0 items-center gap-2 rounded-lg ${focusRing}`}
        >
          <LarderLogo className="size-9 shrink-0" />
          <span className="truncate text-xl font-bold tracking-tight text-stone-900 dark:text-stone-50">
            {T.title}
          </span>
        </Link>
        <div className="ml-auto flex items-center gap-1">
          <InstallButton />
          <nav aria-label={T.mainNav} className="hidden items-center gap-1 md:flex">
            {HEADER_LINKS.map(({ label, to, Icon }) => (
              <Link key={to} to={to} className={ghostButton} title={label}>
                <Icon aria-hidden="true" className="size-5" />
                <span className={labelClass}>{label}</span>
              </Link>
            ))}
            <button
              type="button"
              className={ghostButton}
              onClick={actions.openSaveRecipe}
              title={SAVE_RECIPE_TEXTS.open}
            >
              <LinkIcon aria-hidden="true" className="size-5" />
              <span className={labelClass}>{SAVE_RECIPE_TEXTS.open}</span>
            </button>
            {isAdmin && (
              <Link to="/admin" className={ghostButton} title={T.admin}>
                <Shield aria-hidden="true" className="size-5" />
                <span className={labelClass}>{T.admin}</span>
              </Link>
            )}
            <button
              type="button"
              className={ghostButton}
              onClick={actions.startTour}
              title={T.tour}
            >
              <Compass aria-hidden="true" className="size-5" />
              <span className="sr-only">{T.tour}</span>
            </button>
            {signedIn && (
              <button
                type="button"
                className={ghostButton}
                onClick={() => void actions.logout()}
                title={T.logout}
              >
                <LogOut aria-hidden="true" className="size-5" />
                <span className={labelClass}>{T.logout}</span>
              </button>
            )}
          </nav>
          <HeaderAvatar userId={userId} />
          <ThemeToggle />
          <HeaderMenu signedIn={signedIn} isAdmin={isAdmin} actions={actions} />
        </div>
      </div>
      <SaveRecipeDialogHost
        open={saveOpen}
        signedIn={signedIn}
        onClose={() => setSaveOpen(false)}
      />
    </header>
  );
}
