import { useAtom } from 'jotai';
import { focusRing } from '@/components/button-styles';
import { volumeUnitsAtom } from './bar-preferences';
import { BAR_TEXTS as T } from './texts';

/** ml / oz: a two-button group (aria-pressed), remembered on this device. */
export function VolumeToggle() {
  const [units, setUnits] = useAtom(volumeUnitsAtom);
  return (
    <div role="group" aria-label={T.volumeUnits} className="inline-flex items-center gap-2 text-sm">
      <span aria-hidden="true" className="text-stone-600 dark:text-stone-400">
        {T.volumeUnits}
      </span>
      <span className="inline-flex overflow-hidden rounded-lg border border-stone-300 dark:border-stone-600">
        {(['ml', 'oz'] as const).map((system) => (
          <button
            key={system}
            type="button"
            aria-pressed={units === system}
            onClick={() => setUnits(system)}
            className={`px-3 py-1.5 font-medium ${focusRing} ${
              units === system
                ? 'bg-green-700 text-white'
                : 'bg-white text-stone-800 hover:bg-stone-100 dark:bg-stone-800 dark:text-stone-100 dark:hover:bg-stone-700'
            }`}
          >
            {system === 'ml' ? T.ml : T.oz}
          </button>
        ))}
      </span>
    </div>
  );
}
