import { useEffect, useRef } from 'react';

export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
}

/**
 * A time-series line chart drawn by uPlot (loaded with the page that needs it, never before). The
 * chart is a picture for sighted users: every chart sits next to a table of the same figures.
 */
export function LineChart({
  days,
  series,
  title,
}: {
  days: string[];
  series: ChartSeries[];
  title: string;
}) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let disposed = false;
    let plot: { destroy(): void; setSize(size: { width: number; height: number }): void } | null =
      null;
    let observer: ResizeObserver | null = null;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
      ([{ default: UPlot }]) => {
        if (disposed) return;
        const dark = document.documentElement.classList.contains('dark');
        const ink = dark ? '#d6d3d1' : '#44403c';
        const grid = dark ? '#44403c' : '#e7e5e4';
        const xs = days.map((d) => Date.parse(`${d}T12:00:00Z`) / 1000);
        const width = Math.max(280, element.clientWidth);
        plot = new UPlot(
          {
            width,
            height: 220,
            legend: { show: true },
            cursor: { drag: { x: false, y: false } },
            scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
            axes: [
              { stroke: ink, grid: { stroke: grid } },
              { stroke: ink, grid: { stroke: grid }, size: 40 },
            ],
            series: [
              {},
              ...series.map((s) => ({
                label: s.label,
                stroke: s.color,
                width: 2,
                points: { show: days.length <= 31 },
              })),
            ],
          },
          [xs, ...series.map((s) => s.values)],
          element,
        );
        observer = new ResizeObserver(() =>
          plot?.setSize({ width: Math.max(280, element.clientWidth), height: 220 }),
        );
        observer.observe(element);
      },
    );
    return () => {
      disposed = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [days, series]);

  return (
    <div
      ref={host}
      role="img"
      aria-label={title}
      className="min-h-[220px] w-full overflow-hidden"
    />
  );
}
