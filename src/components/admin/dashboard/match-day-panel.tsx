'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate } from '@/i18n/format';
import type { MatchDayMinute, MatchDayPanel as Panel } from '@/server/http/match-day-panel';

/** How often the panel asks again while its tab is in front. */
const REFRESH_MS = 15_000;

const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-ZA', { timeZone: 'Africa/Johannesburg', hour: '2-digit', minute: '2-digit', hour12: false });
/** A small per-minute bar chart; decorative for screen readers (the figures are in the table below the panel). */
function MinuteChart({ data, dataKey, color }: { data: MatchDayMinute[]; dataKey: keyof MatchDayMinute; color: string }) {
  return (
    <div aria-hidden className="h-20 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 4, right: 0, bottom: 0, left: 0 }}>
          <XAxis dataKey="minute" tickFormatter={clock} fontSize={10} interval="preserveStartEnd" minTickGap={24} />
          <YAxis allowDecimals={false} width={28} fontSize={10} />
          <Tooltip labelFormatter={(minute) => clock(String(minute))} />
          <Bar dataKey={dataKey} fill={color} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

function Tile({
  id,
  title,
  value,
  hint,
  children,
}: {
  id: string;
  title: string;
  value: ReactNode;
  hint?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      className="min-w-0 rounded-lg border border-neutral-200 bg-white p-3 shadow-sm"
      aria-labelledby={`md-${id}`}
      data-testid={`md-${id}`}
    >
      <h3 id={`md-${id}`} className="text-xs font-bold uppercase tracking-wide text-muted">
        {title}
      </h3>
      <p className="text-2xl font-extrabold text-bok-green" data-testid={`md-${id}-value`}>
        {value}
      </p>
      {hint && <p className="text-xs text-muted">{hint}</p>}
      {children}
    </section>
  );
}

/**
 * The console's match day (issue 39): the whole site's figures from GET /api/admin/match-day, asked again every 15 s
 * while the tab is in front, without a reload. The first figures come with the page. An admin sees the operational
 * tiles too; an editor's answer does not carry them.
 */
export function MatchDayPanel({ initial }: { initial: Panel }) {
  const t = useTranslations('dashboard.matchDay');
  const [panel, setPanel] = useState(initial);
  const [isStale, setIsStale] = useState(false);
  const [isPaused, setIsPaused] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    const ask = async () => {
      controller = new AbortController();
      try {
        const reply = await fetch('/api/admin/match-day', { cache: 'no-store', credentials: 'same-origin', signal: controller.signal });
        if (!reply.ok) throw new Error(String(reply.status));
        setPanel((await reply.json()) as Panel);
        setIsStale(false);
      } catch (error) {
        if ((error as Error).name !== 'AbortError') setIsStale(true);
      }
    };
    const schedule = () => {
      clearTimeout(timer);
      if (document.hidden) return;
      timer = setTimeout(() => void ask().then(schedule), REFRESH_MS);
    };
    const onVisibility = () => {
      setIsPaused(document.hidden);
      if (document.hidden) {
        clearTimeout(timer);
        controller?.abort();
      } else void ask().then(schedule);
    };
    document.addEventListener('visibilitychange', onVisibility);
    schedule();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(timer);
      controller?.abort();
    };
  }, []);

  const last = panel.minutes.at(-1);
  const operations = panel.operations;
  const match = panel.match;
  const latestSms = [...panel.minutes].reverse().find((minute) => typeof minute.smsSeconds === 'number')?.smsSeconds;
  return (
    <section aria-labelledby="match-day-title" className="mb-6" data-testid="match-day">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id="match-day-title" className="text-lg font-extrabold">
          {t('title')}
        </h2>
        <p className="text-xs text-muted" aria-live="polite" data-testid="md-updated">
          {isStale ? t('stale', { time: clock(panel.at) }) : isPaused ? t('paused') : t('updated', { time: clock(panel.at) })}
        </p>
      </div>
      <p className="mb-3 text-sm text-muted">{t('intro')}</p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile id="fans" title={t('fansOnSite')} value={panel.fansOnSite} hint={t('fansOnSiteHint')} />
        <Tile id="live" title={t('followingLive')} value={panel.followingLive} hint={t('followingLiveHint')} />
        <div className="col-span-2">
          <Tile id="views" title={t('pageViews')} value={last?.pageViews ?? 0} hint={t('lastMinute', { count: last?.pageViews ?? 0 })}>
            <MinuteChart data={panel.minutes} dataKey="pageViews" color="#00563f" />
          </Tile>
        </div>
        <div className="col-span-2">
          <Tile
            id="match"
            title={match ? t('match', { team: match.teamName, opponent: match.opponent }) : t('noMatch')}
            value={match ? t('picksValue', { total: match.picks.total }) : '–'}
            hint={
              match &&
              (match.status === 'live'
                ? t('picksSplit', { team: match.teamName, opponent: match.opponent, ...match.picks })
                : `${t('kickoff', { when: formatDate(match.kickoffAt, 'en', 'dayTime') })} · ${t('picksSplit', { team: match.teamName, opponent: match.opponent, ...match.picks })}`)
            }
          >
            {match && (
              <div className="mt-2" data-testid="md-votes">
                <p className="text-sm font-semibold">
                  {t('votes')}: {t('votesValue', { total: match.votes.total })}
                </p>
                <ol className="text-xs text-muted">
                  {match.votes.leaders.map((leader) => (
                    <li key={leader.name}>{t('leader', leader)}</li>
                  ))}
                </ol>
              </div>
            )}
          </Tile>
        </div>
        {operations && (
          <>
            <div className="col-span-2">
              <Tile id="logins" title={t('logins')} value={last?.logins ?? 0} hint={t('lastMinute', { count: last?.logins ?? 0 })}>
                <MinuteChart data={panel.minutes} dataKey="logins" color="#ffb612" />
              </Tile>
            </div>
            <Tile
              id="codes"
              title={t('codeRatio')}
              value={
                operations.codes.ratio === null
                  ? t('codeRatioNone')
                  : t('codeRatioValue', { ratio: Math.round(operations.codes.ratio * 100) })
              }
              hint={t('codeRatioHint', {
                sent: operations.codes.sent,
                verified: operations.codes.verified,
                refused: operations.codes.refused,
              })}
            />
            <Tile
              id="sms"
              title={t('smsQueue')}
              value={t('smsQueueValue', { depth: operations.smsQueue.depth })}
              hint={t('smsQueueOldest', { seconds: operations.smsQueue.oldestAgeSeconds })}
            />
            <div className="col-span-2">
              <Tile
                id="sms-time"
                title={t('smsTime')}
                value={typeof latestSms === 'number' ? t('smsTimeValue', { seconds: latestSms }) : t('smsTimeNone')}
                hint={t('smsTimeHint')}
              >
                <MinuteChart data={panel.minutes} dataKey="smsSeconds" color="#0072ce" />
              </Tile>
            </div>
            <Tile
              id="sales"
              title={t('salesToday')}
              value={t('subscriptionsToday', { count: operations.salesToday.subscriptions })}
              hint={t('vouchersToday', { count: operations.salesToday.vouchers })}
            />
            <div className="col-span-2 lg:col-span-3">
              <Tile id="errors" title={t('errors')} value={last?.errors ?? 0} hint={t('errorsHint')}>
                <MinuteChart data={panel.minutes} dataKey="errors" color="#b91c1c" />
              </Tile>
            </div>
          </>
        )}
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-muted">{t('showFigures')}</summary>
        <div className="overflow-x-auto">
          <table className="mt-2 w-full text-left text-xs" data-testid="md-table">
            <thead>
              <tr>
                <th className="pr-2">{t('minute')}</th>
                <th className="pr-2">{t('pageViews')}</th>
                {operations && (
                  <>
                    <th className="pr-2">{t('logins')}</th>
                    <th className="pr-2">{t('smsTime')}</th>
                    <th className="pr-2">{t('errors')}</th>
                  </>
                )}
              </tr>
            </thead>
            <tbody>
              {panel.minutes.map((minute) => (
                <tr key={minute.minute}>
                  <td className="pr-2">{clock(minute.minute)}</td>
                  <td className="pr-2">{minute.pageViews}</td>
                  {operations && (
                    <>
                      <td className="pr-2">{minute.logins}</td>
                      <td className="pr-2">{minute.smsSeconds ?? '–'}</td>
                      <td className="pr-2">{minute.errors}</td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
