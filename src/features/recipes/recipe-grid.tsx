import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { VIRTUAL_LIST, virtualListColumns } from '@domain';
import { useMediaQuery } from '@/hooks/use-media-query';
import { RecipeCard } from './recipe-card';
import type { RecipeView } from './recipe-data';
import { RECIPE_TEXTS as T } from './texts';

/**
 * Spec §9 geometry applied to recipe cards: rows sit on the 60 px row unit with the 8 px gap, a
 * card being three units tall (3 × 60 + 2 × 8 = 196 px, the estimate; real heights are measured),
 * in a scrolling viewport at least 400 px high; 1/2/3/4 columns under 640, under 768, under 1024
 * and from 1024 px of window width.
 */
const CARD_UNITS = 3;
export const ROW_ESTIMATE_PX =
  CARD_UNITS * VIRTUAL_LIST.rowHeightPx + (CARD_UNITS - 1) * VIRTUAL_LIST.gapPx;

function useColumns(): 1 | 2 | 3 | 4 {
  const sm = useMediaQuery('(min-width: 640px)');
  const md = useMediaQuery('(min-width: 768px)');
  const lg = useMediaQuery('(min-width: 1024px)');
  return virtualListColumns(lg ? 1024 : md ? 768 : sm ? 640 : 0);
}

export function RecipeGrid({ recipes }: { recipes: readonly RecipeView[] }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const columns = useColumns();
  const rowCount = Math.ceil(recipes.length / columns);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual is the library STYLE.md names
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    gap: VIRTUAL_LIST.gapPx,
    overscan: 2,
  });

  return (
    <div
      ref={scrollRef}
      tabIndex={0}
      role="region"
      aria-label={T.resultsListLabel}
      data-columns={columns}
      className="overflow-y-auto rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-green-600"
      style={{ height: `max(${VIRTUAL_LIST.viewportHeightPx}px, calc(100dvh - 22rem))` }}
    >
      <div role="list" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            role="none"
            data-index={row.index}
            ref={virtualizer.measureElement}
            className="absolute left-0 top-0 grid w-full p-0.5"
            style={{
              transform: `translateY(${row.start}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap: VIRTUAL_LIST.gapPx,
            }}
          >
            {recipes.slice(row.index * columns, row.index * columns + columns).map((recipe) => (
              <div role="listitem" key={recipe.id} className="min-w-0">
                <RecipeCard recipe={recipe} />
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
