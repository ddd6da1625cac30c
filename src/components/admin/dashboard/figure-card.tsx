import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ConsoleTranslate } from '@/i18n/console-messages';
import { WeeklyChart, type WeeklySeries } from './weekly-chart';

/** One dashboard figure: its headline number (a link to its section), a 12-week chart and the figures as a table. */
export function FigureCard({
  id,
  title,
  headline,
  href,
  data,
  series,
  t,
}: {
  id: string;
  title: string;
  headline: ReactNode;
  href: string;
  data: ({ week: string } & Record<string, number | string>)[];
  series: WeeklySeries[];
  t: ConsoleTranslate;
}) {
  return (
    <section className="rounded-lg border border-neutral-200 bg-white p-4 shadow-sm" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-sm font-bold uppercase tracking-wide text-muted">
        {title}
      </h2>
      <Link href={href} className="mt-1 block text-2xl font-extrabold text-bok-green underline-offset-4 hover:underline">
        {headline}
        <span className="sr-only"> — {t('openSection', { section: title })}</span>
      </Link>
      <p className="mb-2 text-xs text-muted">{t('perWeek')}</p>
      <WeeklyChart data={data} series={series} />
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-muted">{t('showFigures')}</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th className="pr-2">{t('week')}</th>
              {series.map((line) => (
                <th key={line.key} className="pr-2">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((point) => (
              <tr key={point.week}>
                <td className="pr-2">{point.week}</td>
                {series.map((line) => (
                  <td key={line.key} className="pr-2">
                    {point[line.key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
