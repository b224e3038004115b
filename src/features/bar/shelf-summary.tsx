import { Link } from 'react-router';
import { useAtom } from 'jotai';
import { GlassWater, Plus } from 'lucide-react';
import type { Unlock } from '@domain';
import { focusRing, primaryButton, secondaryButton } from '@/components/button-styles';
import { useKitchenAtom } from './bar-preferences';
import { nameOf } from './shelf-vocabulary';
import { BAR_TEXTS as T } from './texts';

/** "Use my kitchen too": a labelled switch, on by default. */
export function UseKitchenToggle() {
  const [on, setOn] = useAtom(useKitchenAtom);
  return (
    <label className="flex cursor-pointer items-start gap-3 text-sm">
      <input
        type="checkbox"
        role="switch"
        checked={on}
        onChange={(event) => setOn(event.target.checked)}
        aria-describedby="use-kitchen-hint"
        className={`mt-0.5 size-5 shrink-0 accent-green-700 ${focusRing}`}
      />
      <span>
        <span className="font-medium">{T.kitchenToggle}</span>
        <span id="use-kitchen-hint" className="block text-stone-600 dark:text-stone-400">
          {T.kitchenToggleHint}
        </span>
      </span>
    </label>
  );
}

/** How many drinks the shelf makes now, and the way to them. */
export function MakeNowSummary({ count, loading }: { count: number; loading: boolean }) {
  return (
    <section
      aria-labelledby="make-now-heading"
      className="space-y-3 rounded-xl border border-green-200 bg-green-50 p-4 dark:border-green-900 dark:bg-green-950"
    >
      <h2
        id="make-now-heading"
        className="text-xl font-bold"
        aria-live="polite"
        data-testid="make-now-count"
      >
        {loading ? T.searching : T.canMake(count)}
      </h2>
      <UseKitchenToggle />
      <Link to="/drink-recipe-results" className={`${primaryButton} w-full sm:w-auto`}>
        <GlassWater aria-hidden="true" className="size-4" />
        {T.findDrinks}
      </Link>
    </section>
  );
}

/** The top bottles to buy, each with how many more drinks it unlocks and a quick add. */
export function UnlockList({
  unlocks,
  onAdd,
  headingLevel = 2,
}: {
  /** null while the ranking is being worked out (just after the page first paints). */
  unlocks: readonly Unlock[] | null;
  onAdd: (name: string) => void;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby="unlock-heading"
      className="space-y-2"
      id="unlock"
      aria-busy={unlocks === null || undefined}
    >
      <Heading id="unlock-heading" className="text-lg font-semibold">
        {T.unlockHeading}
      </Heading>
      {unlocks === null ? null : unlocks.length === 0 ? (
        <p className="text-sm text-stone-700 dark:text-stone-300">{T.unlockNone}</p>
      ) : (
        <>
          <p className="text-sm text-stone-700 dark:text-stone-300">{T.unlockIntro}</p>
          <ol className="space-y-1.5" data-testid="unlock-list">
            {unlocks.map((unlock) => {
              const name = nameOf(unlock.key);
              return (
                <li
                  key={unlock.key}
                  className="flex items-center justify-between gap-2 rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm dark:border-stone-700 dark:bg-stone-900"
                >
                  <span className="min-w-0">{T.unlockLine(name, unlock.count)}</span>
                  <button
                    type="button"
                    className={`${secondaryButton} shrink-0 px-2 py-1`}
                    aria-label={T.addToShelf(name)}
                    onClick={() => onAdd(name)}
                  >
                    <Plus aria-hidden="true" className="size-4" />
                    {T.addButton}
                  </button>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
