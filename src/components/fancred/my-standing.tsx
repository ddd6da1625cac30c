'use client';
import { useEffect, useState } from 'react';
import { openAuthModal } from '../auth-modal/modal-store';
import { useSession } from '@/components/auth-modal/session-store';

/** The signed-in fan's points and rank this month and this year (null rank: not ranked yet). */
export interface MyFanCred {
  monthly: { points: number; rank: number | null };
  yearly: { points: number; rank: number | null };
}

export interface MyStandingLabels {
  you: string;
  yourStanding: string;
  monthly: string;
  yearly: string;
  rankValue: string;
  pointsValue: string;
  notRanked: string;
  loginToSee: string;
  logIn: string;
  loading: string;
  widgetYou: string;
  widgetYouUnranked: string;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));

/**
 * "You" on /fancred (a card with this month's and this year's rank and points) and on the home page's widget
 * ("You: #N"): loaded after the page for a signed-in fan, so the public tables stay cached. A visitor on /fancred is
 * offered the login; the widget says nothing to a visitor.
 */
export function MyStanding({
  load,
  variant,
  labels,
}: {
  load: () => Promise<MyFanCred | null>;
  variant: 'card' | 'widget';
  labels: MyStandingLabels;
}) {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.userId : null;
  const [mine, setMine] = useState<{ userId: string; data: MyFanCred | null } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let isCancelled = false;
    void load()
      .then((data) => !isCancelled && setMine({ userId: String(userId), data }))
      .catch(() => !isCancelled && setMine({ userId: String(userId), data: null }));
    return () => {
      isCancelled = true;
    };
  }, [load, userId]);

  const data = mine && userId && mine.userId === String(userId) ? mine.data : null;
  const isLoading = session.status === 'loading' || (userId !== null && (!mine || mine.userId !== String(userId)));
  const rank = (value: number | null) => (value === null ? labels.notRanked : fill(labels.rankValue, { rank: value }));

  if (variant === 'widget') {
    if (!userId || !data) return null;
    return (
      <p className="rounded bg-bok-gold/30 px-3 py-2 text-sm font-bold" data-testid="fancred-widget-me">
        {data.monthly.rank === null ? labels.widgetYouUnranked : fill(labels.widgetYou, { rank: data.monthly.rank })}
      </p>
    );
  }

  return (
    <section
      aria-labelledby="my-standing-heading"
      className="rounded-lg bg-bok-green p-4 text-white"
      data-testid="fancred-me"
      aria-busy={isLoading}
    >
      <h2 id="my-standing-heading" className="text-lg font-extrabold">
        {labels.yourStanding}
      </h2>
      {isLoading ? (
        <>
          <p className="mt-2 text-sm">{labels.loading}</p>
          {/* Without JavaScript the session is never read here: offer the login page instead. */}
          <noscript>
            <p className="mt-2 text-sm">
              {labels.loginToSee} {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- an API redirect, not a page */}
              <a href="/api/auth/signin?callbackUrl=%2Ffancred" className="font-bold text-bok-gold underline">
                {labels.logIn}
              </a>
            </p>
          </noscript>
        </>
      ) : !userId || !data ? (
        <p className="mt-2 text-sm">
          {labels.loginToSee}{' '}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- an API redirect (the no-JS path), not a page */}
          <a
            href="/api/auth/signin?callbackUrl=%2Ffancred"
            onClick={(event) => {
              event.preventDefault();
              openAuthModal('signin', { callbackUrl: '/fancred' });
            }}
            className="font-bold text-bok-gold underline"
          >
            {labels.logIn}
          </a>
        </p>
      ) : (
        <dl className="mt-3 grid grid-cols-2 gap-3">
          {(['monthly', 'yearly'] as const).map((type) => (
            <div key={type} className="rounded bg-white/10 p-3" data-testid={`fancred-me-${type}`}>
              <dt className="text-xs font-bold tracking-wide text-bok-gold uppercase">
                {labels.you} · {labels[type]}
              </dt>
              <dd className="mt-1 text-2xl font-extrabold tabular-nums">{rank(data[type].rank)}</dd>
              <dd className="text-sm tabular-nums">{fill(labels.pointsValue, { points: data[type].points })}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
