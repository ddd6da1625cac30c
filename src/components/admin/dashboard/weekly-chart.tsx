'use client';

import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type WeeklySeries = { key: string; label: string; color: string };

const shortWeek = (week: string) =>
  new Date(`${week}T00:00:00Z`).toLocaleDateString('en-ZA', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * A 12-week chart: bars for one series, lines for several (subscribers by network). Decorative for screen readers:
 * the same figures are in the table beside it.
 */
export function WeeklyChart({ data, series }: { data: ({ week: string } & Record<string, number | string>)[]; series: WeeklySeries[] }) {
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="#e5e5e5" />
      <XAxis dataKey="week" tickFormatter={shortWeek} fontSize={11} />
      <YAxis allowDecimals={false} width={32} fontSize={11} />
      <Tooltip labelFormatter={(week) => shortWeek(String(week))} />
    </>
  );
  return (
    <div aria-hidden className="h-48 w-full">
      <ResponsiveContainer width="100%" height="100%">
        {series.length === 1 ? (
          <BarChart data={data} accessibilityLayer={false}>
            {axes}
            <Bar dataKey={series[0]?.key ?? 'count'} name={series[0]?.label} fill={series[0]?.color} isAnimationActive={false} />
          </BarChart>
        ) : (
          <LineChart data={data} accessibilityLayer={false}>
            {axes}
            <Legend wrapperStyle={{ fontSize: 11 }} />
            {series.map((line) => (
              <Line
                key={line.key}
                dataKey={line.key}
                name={line.label}
                stroke={line.color}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
