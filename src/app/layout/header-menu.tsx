import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Compass, Link as LinkIcon, LogOut, Menu as MenuIcon, Shield, X } from 'lucide-react';
import { focusRing, ghostButton } from '@/components/button-styles';
import { SAVE_RECIPE_TEXTS } from '@/features/save-recipe';
import { HEADER_LINKS, HEADER_TEXTS as T } from './header-actions';

interface HeaderMenuProps {
  signedIn: boolean;
  isAdmin: boolean;
  actions: { openSaveRecipe: () => void; startTour: () => void; logout: () => Promise<void> };
}

const row = `flex w-full items-center gap-3 rounded-md px-3 py-3 text-left text-sm text-stone-800 hover:bg-stone-100 dark:text-stone-100 dark:hover:bg-stone-800 ${focusRing}`;

/**
 * Under 768 px the header actions collapse behind a menu button that shows a
 * navigation panel (disclosure pattern: aria-expanded, Escape closes and
 * returns focus, a route change closes it). Kept dependency-free so the
 * header stays light on first load.
 */
export function HeaderMenu({ signedIn, isAdmin, actions }: HeaderMenuProps) {
  const { pathname } = useLocation();
  // The panel belongs to the page it was opened on: a route change closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const run = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <div ref={rootRef} className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        className={ghostButton}
        aria-label={T.menu}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <MenuIcon aria-hidden="true" className="size-6" />
        )}
      </button>
      {open && (
        <nav
          id={panelId}
          aria-label={T.mainNav}
          className="absolute inset-x-0 top-16 z-40 border-b border-stone-200 bg-white p-2 shadow-lg dark:border-stone-800 dark:bg-stone-950"
        >
          <ul>
            {HEADER_LINKS.map(({ label, to, Icon }) => (
              <li key={to}>
                <Link to={to} className={row}>
                  <Icon aria-hidden="true" className="size-5" />
                  {label}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className={row} onClick={run(actions.openSaveRecipe)}>
                <LinkIcon aria-hidden="true" className="size-5" />
                {SAVE_RECIPE_TEXTS.open}
              </button>
            </li>
            {isAdmin && (
              <li>
                <Link to="/admin" className={row}>
                  <Shield aria-hidden="true" className="size-5" />
                  {T.admin}
                </Link>
              </li>
            )}
            <li>
              <button type="button" className={row} onClick={run(actions.startTour)}>
                <Compass aria-hidden="true" className="size-5" />
                {T.tour}
              </button>
            </li>
            {signedIn && (
              <li>
                <button type="button" className={row} onClick={run(() => void actions.logout())}>
                  <LogOut aria-hidden="true" className="size-5" />
                  {T.logout}
                </button>
              </li>
            )}
          </ul>
        </nav>
      )}
    </div>
  );
}
