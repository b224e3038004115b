import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TrendPoint } from './trend-data';

const dayToSeconds = (day: string) => Date.parse(`${day}T12:00:00Z`) / 1000;

/**
 * The daily totals as bars and the goal as a dashed line, drawn with uPlot (canvas, ~50 KB, loaded
 * only with this chart). The canvas is hidden from screen readers: the table beside it has the numbers.
 */
export default function TrendChart({
  points,
  goal,
  unit,
}: {
  points: readonly TrendPoint[];
  goal: number | null;
  unit: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const dark = document.documentElement.classList.contains('dark');
    const ink = dark ? '#d6d3d1' : '#44403c';
    const grid = dark ? '#44403c' : '#e7e5e4';
    const xs = points.map((p) => dayToSeconds(p.day));
    const ys = points.map((p) => p.value);
    const goals = points.map(() => goal);
    const width = Math.max(280, el.clientWidth);
    const plot = new uPlot(
      {
        width,
        height: 220,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: true },
          y: { range: (_u, _min, max) => [0, Math.max(max ?? 0, goal ?? 0) * 1.1 || 1] },
        },
        axes: [
          { stroke: ink, grid: { stroke: grid }, ticks: { stroke: grid } },
          { stroke: ink, grid: { stroke: grid }, ticks: { stroke: grid }, label: unit, size: 56 },
        ],
        series: [
          {},
          {
            label: 'Total',
            stroke: dark ? '#2dd4bf' : '#0f766e',
            fill: dark ? 'rgba(45,212,191,0.35)' : 'rgba(15,118,110,0.35)',
            paths: uPlot.paths.bars?.({ size: [0.6, 40] }),
            points: { show: false },
          },
          { label: 'Goal', stroke: ink, dash: [6, 4], width: 1.5, points: { show: false } },
        ],
      },
      [xs, ys, goals],
      el,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(280, el.clientWidth), height: 220 }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points, goal, unit]);
  return (
    <div ref={box} aria-hidden="true" data-trend-chart="" className="w-full overflow-hidden" />
  );
}
