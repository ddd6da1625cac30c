import Link from 'next/link';
import type { ConsoleTranslate } from '@/i18n/console-messages';
import type { UssdDay, UssdMenu } from '@/server/ussd';
import { WeeklyChart } from './weekly-chart';

/**
 * The USSD channel on the dashboard (issue 25): sessions per day for 14 days (a chart, and the figures with the links
 * sent by SMS as a table) and how often each menu was chosen. The headline opens the Next Match & USSD widget, where
 * the code fans dial is shown on the site.
 */
export function UssdCard({
  usage,
  code,
  t,
}: {
  usage: { days: UssdDay[]; menus: Record<UssdMenu, number>; total: number };
  code: string;
  t: ConsoleTranslate;
}) {
  const title = t('ussdTitle');
  return (
    <section
      className="rounded-lg border border-neutral-200 bg-white p-4 shadow-sm"
      aria-labelledby="ussd-title"
      data-testid="dashboard-ussd"
    >
      <h2 id="ussd-title" className="text-sm font-bold uppercase tracking-wide text-muted">
        {title}
      </h2>
      <Link
        href="/admin/match-centre/next-match-widget"
        className="mt-1 block text-2xl font-extrabold text-bok-green underline-offset-4 hover:underline"
      >
        {t('ussdTotal', { total: usage.total })}
        <span className="sr-only"> — {t('openSection', { section: title })}</span>
      </Link>
      <p className="mb-2 text-xs text-muted">
        {t('ussdCode', { code })} · {t('perDay')}
      </p>
      <WeeklyChart
        data={usage.days.map((day) => ({ week: day.day, sessions: day.sessions }))}
        series={[{ key: 'sessions', label: t('sessions'), color: '#00563f' }]}
      />
      <table className="mt-2 w-full text-left text-sm" data-testid="ussd-menus">
        <caption className="text-left font-semibold">{t('menusChosen')}</caption>
        <thead>
          <tr>
            <th className="pr-2">{t('menu')}</th>
            <th className="pr-2">{t('times')}</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(usage.menus) as UssdMenu[]).map((menu) => (
            <tr key={menu}>
              <td className="pr-2">{t(`menus.${menu}`)}</td>
              <td className="pr-2">{usage.menus[menu]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-muted">{t('showFigures')}</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th className="pr-2">{t('day')}</th>
              <th className="pr-2">{t('sessions')}</th>
              <th className="pr-2">{t('linksSent')}</th>
            </tr>
          </thead>
          <tbody>
            {usage.days.map((day) => (
              <tr key={day.day}>
                <td className="pr-2">{day.day}</td>
                <td className="pr-2">{day.sessions}</td>
                <td className="pr-2">{day.links}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
