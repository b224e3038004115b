import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { VIRTUAL_LIST, virtualListColumns, type SuggestedRecipe } from '@domain';
import { useMediaQuery } from '@/hooks/use-media-query';
import { RecipeCard } from './recipe-card';
import { RECIPE_TEXTS as T } from './texts';

/**
 * Spec §9 geometry applied to recipe cards: rows sit on the 60 px row unit with the 8 px gap, a
 * card being three units tall (3 × 60 + 2 × 8 = 196 px, the estimate; real heights are measured);
 * 1/2/3/4 columns under 640, under 768, under 1024 and from 1024 px of window width. The window is
 * the scroller (no fixed-height box inside the page): only the rows near the window are rendered,
 * and the page scrolls down to the footer as any page does.
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

export function RecipeGrid({ recipes }: { recipes: readonly SuggestedRecipe[] }) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const columns = useColumns();
  const rowCount = Math.ceil(recipes.length / columns);
  // Where the list starts in the page (filters above it may wrap differently at each width).
  useLayoutEffect(() => {
    const measure = () => {
      const top = listRef.current?.getBoundingClientRect().top;
      if (top !== undefined) setOffset(top + window.scrollY);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ROW_ESTIMATE_PX,
    gap: VIRTUAL_LIST.gapPx,
    overscan: 2,
    scrollMargin: offset,
  });

  return (
    <div
      ref={listRef}
      role="region"
      aria-label={T.resultsListLabel}
      data-columns={columns}
      className="rounded-xl"
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
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
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
