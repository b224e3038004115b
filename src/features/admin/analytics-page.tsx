import { useId, useMemo, useState, type FormEvent } from 'react';
import { primaryButton, secondaryButton, textInput } from '@/components/button-styles';
import { adminApi, type Analytics } from './admin-api';
import { AdminShell, AdminState } from './admin-shell';
import { LineChart, type ChartSeries } from './line-chart';
import { useAdminData } from './use-admin-data';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysAgo = (n: number) => isoDay(new Date(Date.now() - n * 86_400_000));

function Figures({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={caption}
      className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-green-600"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-2 py-1 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className="border-t border-stone-200 dark:border-stone-700">
              {row.map((cell, j) => (
                <td key={j} className="px-2 py-1">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ChartCard({
  title,
  data,
  series,
}: {
  title: string;
  data: Analytics;
  series: ChartSeries[];
}) {
  const days = useMemo(() => data.days.map((d) => d.day), [data]);
  return (
    <section
      className="rounded-xl border border-stone-200 p-4 dark:border-stone-700"
      aria-label={title}
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      <LineChart
        days={days}
        series={series}
        title={`${title}: chart, the same figures are in the table below it`}
      />
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-medium">Show as a table</summary>
        <Figures
          caption={title}
          head={['Day', ...series.map((s) => s.label)]}
          rows={data.days.map((d, i) => [d.day, ...series.map((s) => s.values[i] ?? 0)])}
        />
      </details>
    </section>
  );
}

function TopList({
  title,
  empty,
  head,
  rows,
}: {
  title: string;
  empty: string;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    <section
      className="rounded-xl border border-stone-200 p-4 dark:border-stone-700"
      aria-label={title}
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm">{empty}</p>
      ) : (
        <Figures caption={title} head={head} rows={rows} />
      )}
    </section>
  );
}

/** /admin/analytics: aggregates over a date range, never one person's history. */
export default function AdminAnalyticsPage() {
  const [draft, setDraft] = useState({ from: daysAgo(29), to: daysAgo(0) });
  const [range, setRange] = useState(draft);
  const analytics = useAdminData(
    () => adminApi.analytics(range.from, range.to),
    `${range.from}|${range.to}`,
  );
  const id = useId();
  const data = analytics.data;

  const series = useMemo(() => {
    if (!data) return null;
    const pick = (key: 'signups' | 'dau' | 'wau' | 'searches' | 'empty_searches') =>
      data.days.map((d) => d[key]);
    return {
      signups: [{ label: 'Sign-ups', values: pick('signups'), color: '#15803d' }],
      active: [
        { label: 'Daily active', values: pick('dau'), color: '#15803d' },
        { label: 'Weekly active', values: pick('wau'), color: '#b45309' },
      ],
      searches: [
        { label: 'Searches', values: pick('searches'), color: '#15803d' },
        { label: 'Found nothing', values: pick('empty_searches'), color: '#b91c1c' },
      ],
    };
  }, [data]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setRange(draft);
  };
  const preset = (days: number) => {
    const next = { from: daysAgo(days - 1), to: daysAgo(0) };
    setDraft(next);
    setRange(next);
  };

  return (
    <AdminShell title="Admin: Analytics">
      <form onSubmit={apply} className="flex flex-wrap items-end gap-3" aria-label="Date range">
        <div>
          <label htmlFor={`${id}-from`} className="mb-1 block text-sm">
            From
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className={textInput}
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="mb-1 block text-sm">
            To
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className={textInput}
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </div>
        <button type="submit" className={primaryButton}>
          Show
        </button>
        {[7, 30, 90].map((n) => (
          <button key={n} type="button" className={secondaryButton} onClick={() => preset(n)}>
            Last {n} days
          </button>
        ))}
      </form>
      <div className="mt-6">
        <AdminState
          loading={analytics.loading}
          error={analytics.error}
          hasData={data !== null}
          onRetry={analytics.reload}
        >
          {data && series && (
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              <ChartCard title="Sign-ups per day" data={data} series={series.signups} />
              <ChartCard title="Active users" data={data} series={series.active} />
              <ChartCard title="Let's Cook searches per day" data={data} series={series.searches} />
              <TopList
                title="Searches that found nothing"
                empty="Every search in this range found something."
                head={['Ingredients', 'Searches']}
                rows={data.empty_search_sets.map((s) => [s.ingredients, s.searches])}
              />
              <TopList
                title="Most opened recipes"
                empty="No recipes opened in this range."
                head={['Recipe', 'Opens']}
                rows={data.top_opened.map((r) => [r.title, r.count])}
              />
              <TopList
                title="Most favourited recipes"
                empty="No favourites in this range."
                head={['Recipe', 'Favourites']}
                rows={data.top_favourited.map((r) => [r.title, r.count])}
              />
              <TopList
                title="Sites recipes are saved from"
                empty="No recipes saved in this range."
                head={['Site', 'Saved']}
                rows={data.top_saved_sites.map((r) => [r.site, r.count])}
              />
              <TopList
                title="Most common kitchen ingredients"
                empty="No kitchens yet."
                head={['Ingredient', 'Kitchens']}
                rows={data.top_kitchen_ingredients.map((r) => [r.ingredient, r.kitchens])}
              />
              <TopList
                title="Most common bar bottles"
                empty="No home bars yet."
                head={['Bottle', 'Bars']}
                rows={data.top_bar_bottles.map((r) => [r.bottle, r.bars])}
              />
            </div>
          )}
        </AdminState>
      </div>
    </AdminShell>
  );
}
