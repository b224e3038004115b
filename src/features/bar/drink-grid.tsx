import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { VIRTUAL_LIST, virtualListColumns } from '@domain';
import { secondaryButton } from '@/components/button-styles';
import { useMediaQuery } from '@/hooks/use-media-query';
import { DrinkCard } from './drink-card';
import type { DrinkSection } from './filter-drinks';
import { BAR_TEXTS as T } from './texts';

/** A card is three row units tall, as the meal results (spec §9 geometry). */
const CARD_UNITS = 3;
const ROW_ESTIMATE_PX =
  CARD_UNITS * VIRTUAL_LIST.rowHeightPx + (CARD_UNITS - 1) * VIRTUAL_LIST.gapPx;
const HEADER_ESTIMATE_PX = 48;

function useColumns(): 1 | 2 | 3 | 4 {
  const sm = useMediaQuery('(min-width: 640px)');
  const md = useMediaQuery('(min-width: 768px)');
  const lg = useMediaQuery('(min-width: 1024px)');
  return virtualListColumns(lg ? 1024 : md ? 768 : sm ? 640 : 0);
}

type Row =
  | { kind: 'header'; section: DrinkSection }
  | { kind: 'cards'; section: DrinkSection; from: number };

/**
 * The three sections in one window-scrolled virtual list: a heading row per section with its
 * count, then rows of cards (1–4 columns by width, like the meal results). Only rows near the
 * window are rendered.
 */
export function DrinkGrid({ sections }: { sections: readonly DrinkSection[] }) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const columns = useColumns();
  const rows = useMemo(() => {
    const out: Row[] = [];
    for (const section of sections) {
      out.push({ kind: 'header', section });
      for (let from = 0; from < section.matches.length; from += columns)
        out.push({ kind: 'cards', section, from });
    }
    return out;
  }, [sections, columns]);
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
    count: rows.length,
    estimateSize: (index) =>
      rows[index]?.kind === 'header' ? HEADER_ESTIMATE_PX : ROW_ESTIMATE_PX,
    gap: VIRTUAL_LIST.gapPx,
    overscan: 3,
    scrollMargin: offset,
  });

  const jump = (status: string) => {
    const index = rows.findIndex((r) => r.kind === 'header' && r.section.status === status);
    if (index < 0) return;
    virtualizer.scrollToIndex(index, { align: 'start' });
    // Keyboard and screen-reader users land on the section's heading once it is rendered.
    let frames = 0;
    const land = () => {
      const heading = listRef.current?.querySelector<HTMLElement>(`[data-section="${status}"]`);
      if (heading) heading.focus({ preventScroll: true });
      else if (frames++ < 30) requestAnimationFrame(land);
    };
    requestAnimationFrame(land);
  };

  return (
    <>
      <nav aria-label={T.sectionsLabel} className="flex flex-wrap gap-2">
        {sections.map((section) => (
          <button
            key={section.status}
            type="button"
            className={secondaryButton}
            onClick={() => jump(section.status)}
            data-testid={`count-${section.status}`}
          >
            {T.sectionCount(section.title, section.matches.length)}
          </button>
        ))}
      </nav>
      <div ref={listRef} role="region" aria-label={T.resultsListLabel} data-columns={columns}>
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="absolute left-0 top-0 w-full p-0.5"
                style={{
                  transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
                }}
              >
                {row.kind === 'header' ? (
                  <h2
                    tabIndex={-1}
                    data-section={row.section.status}
                    className="pt-3 text-xl font-semibold text-stone-900 outline-none dark:text-stone-50"
                    data-testid={`section-${row.section.status}`}
                  >
                    {T.sectionCount(row.section.title, row.section.matches.length)}
                  </h2>
                ) : (
                  <ul
                    className="grid"
                    aria-label={row.section.title}
                    style={{
                      gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                      gap: VIRTUAL_LIST.gapPx,
                    }}
                  >
                    {row.section.matches.slice(row.from, row.from + columns).map((match) => (
                      <li key={match.drink.id} className="min-w-0">
                        <DrinkCard match={match} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </>
  );
}
