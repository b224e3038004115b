import { DEFAULT_STAPLES } from '@domain';
import { setStapleAssumed, stapleName, useAssumedStaples } from '@/lib/staples';
import { KITCHEN_TEXTS as T } from './texts';

/** The staples Larder assumes every kitchen has, each one a switch the user can turn off. */
export function StaplesPanel() {
  const assumed = useAssumedStaples();
  return (
    <section
      id="staples"
      aria-labelledby="staples-heading"
      className="scroll-mt-20 rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id="staples-heading" className="text-lg font-semibold">
        {T.staplesHeading}
      </h2>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{T.staplesIntro}</p>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {DEFAULT_STAPLES.map((key) => (
          <li key={key}>
            <label className="inline-flex items-center gap-2 text-stone-800 capitalize dark:text-stone-100">
              <input
                type="checkbox"
                className="size-4 accent-green-700"
                checked={assumed.includes(key)}
                onChange={(event) => setStapleAssumed(key, event.target.checked)}
              />
              {stapleName(key)}
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
