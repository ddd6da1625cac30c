'use client';

import Image from 'next/image';
import { usePathname } from 'next/navigation';
import { LoginPrompt, openLogin } from './login-prompt';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useIsHydrated } from '@/components/ui/use-is-hydrated';
import { useSession } from '@/components/auth-modal/session-store';
import { formatDate } from '@/i18n/format';
import type { LiveStatus } from '@/schemas/live-match';
import { fill } from '@/i18n/fill';
import { useLiveChanges, useTimerAt, type LiveMatchChange } from './live-updates';
import { loadPotm, sendVote, type PotmState } from './matchday-api';

export interface PotmLabels {
  upcoming: string;
  open: string;
  closesAt: string;
  choose: string;
  vote: string;
  voting: string;
  chooseFirst: string;
  thanks: string;
  pointsEarned: string;
  yourVote: string;
  logInToVote: string;
  logIn: string;
  closed: string;
  results: string;
  winner: string;
  votes: string;
  totalVotes: string;
  noVotes: string;
  noCandidates: string;
  loading: string;
  error: string;
}

type Clock = { running: boolean; minute: number; at: string | null };

/**
 * When the clock reaches `minute` (ms since 1970); 0 when it has already (a fixed value, so the look is taken once, not
 * on every render); null when it is stopped short of it or the match is not on.
 */
function openingTime(status: LiveStatus, clock: Clock, minute: number): number | null {
  if (status !== 'live' && status !== 'half_time') return null;
  if (clock.minute >= minute) return 0;
  if (!clock.running || !clock.at) return null;
  return Date.parse(clock.at) + (minute - clock.minute) * 60_000 + 1_000;
}

/**
 * The Player of the Match island: the window comes from GET /api/site/potm/{id} (the server's clock decides); this
 * island looks again when the match clock should have reached the opening minute, at full time, and when the vote
 * should have closed, so the fan sees it open, thank them, and show the results without a reload. A visitor may
 * choose and is asked to log in on Vote.
 */
export function PotmVote({
  matchId,
  status,
  clock,
  opensMinute,
  locale,
  labels,
}: {
  matchId: number;
  status: LiveStatus;
  clock: Clock;
  opensMinute: number;
  locale: string;
  labels: PotmLabels;
}) {
  const pathname = usePathname();
  const isHydrated = useIsHydrated();
  const session = useSession();
  const userId = session.status === 'signed-in' ? String(session.user.userId) : null;
  const [view, setView] = useState<PotmState | null>(null);
  const [hasLoadFailed, setHasLoadFailed] = useState(false);
  const [live, setLive] = useState({ status, clock, opensMinute });
  const [choice, setChoice] = useState<number | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [thanks, setThanks] = useState<{ playerId: number; points: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(() => {
    void loadPotm(matchId).then((reply) => {
      setHasLoadFailed(!reply.ok);
      if (reply.ok) setView(reply.data);
    });
  }, [matchId]);

  useEffect(() => {
    if (session.status !== 'loading') refresh();
  }, [refresh, session.status, userId]);

  const onLive = useCallback(
    (change: LiveMatchChange | null) => {
      if (!change) return refresh();
      // Full time gives the closing time: one look then. Other changes only move the opening time.
      if (change.status === 'full_time' && live.status !== 'full_time') refresh();
      setLive({ status: change.status, clock: change.clock, opensMinute: change.potmOpensMinute });
    },
    [refresh, live.status],
  );
  useLiveChanges(matchId, onLive);
  useTimerAt(view?.state === 'upcoming' ? openingTime(live.status, live.clock, live.opensMinute) : null, refresh);
  useTimerAt(view?.state === 'open' && view.closesAt ? Date.parse(view.closesAt) + 1_500 : null, refresh);

  const nameOf = (playerId: number) => view?.candidates.find((candidate) => candidate.playerId === playerId)?.name ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (choice === null) return setError(labels.chooseFirst);
    setIsSending(true);
    setError(null);
    const reply = await sendVote(matchId, choice);
    setIsSending(false);
    if (reply.ok) {
      setThanks(reply.data);
      setView((current) => (current ? { ...current, minePlayerId: reply.data.playerId } : current));
      return;
    }
    if (reply.status === 401) return openLogin(pathname);
    if (reply.code === 'already_voted' || reply.code === 'voting_closed') return refresh();
    setError(labels.error);
  };

  const body = () => {
    if (!view) return <p className="text-sm text-muted">{hasLoadFailed ? labels.error : labels.loading}</p>;
    if (view.state === 'upcoming') {
      return (
        <p className="font-semibold" data-testid="potm-upcoming">
          {fill(labels.upcoming, { minute: live.opensMinute })}
        </p>
      );
    }
    if (view.state === 'closed') return <PotmResults view={view} labels={labels} />;
    if (view.minePlayerId !== null) {
      return (
        <div role="status" className="rounded bg-bok-green/10 p-4 font-semibold text-bok-green" data-testid="potm-voted">
          <p>{fill(thanks ? labels.thanks : labels.yourVote, { name: nameOf(view.minePlayerId) })}</p>
          {thanks && thanks.points > 0 && <p>{fill(labels.pointsEarned, { points: thanks.points })}</p>}
        </div>
      );
    }
    if (view.candidates.length === 0) return <p>{labels.noCandidates}</p>;
    return (
      <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="potm-form">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-bold">{labels.choose}</legend>
          <ul className="flex max-h-[26rem] flex-col gap-2 overflow-y-auto p-1">
            {view.candidates.map((candidate) => (
              <li key={candidate.playerId}>
                <label
                  className={`flex min-h-14 cursor-pointer items-center gap-3 rounded-lg bg-white px-3 py-1.5 ring-2 ${
                    choice === candidate.playerId ? 'ring-bok-green' : 'ring-neutral-200'
                  }`}
                  data-testid="potm-candidate"
                >
                  <input
                    type="radio"
                    name={`potm-${matchId}`}
                    value={candidate.playerId}
                    checked={choice === candidate.playerId}
                    onChange={() => {
                      setChoice(candidate.playerId);
                      setError(null);
                    }}
                    className="h-5 w-5 shrink-0 accent-bok-green"
                  />
                  <Image
                    src={candidate.portraitUrl}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    unoptimized={candidate.portraitUrl.endsWith('.svg')}
                    className="h-10 w-10 shrink-0 rounded-full bg-neutral-100 [html[data-lite]_&]:hidden"
                  />
                  <span className="flex flex-col">
                    <span className="font-semibold" data-testid="potm-candidate-name">
                      {candidate.name}
                    </span>
                    <span className="text-xs text-muted">{candidate.position}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div aria-live="polite">
          {error && (
            <p className="text-sm text-red-700" data-testid="potm-error">
              {error}
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={isSending}
          className="min-h-11 rounded bg-bok-gold px-6 py-2.5 font-bold text-ink disabled:opacity-60 sm:self-start"
          data-testid="potm-vote"
        >
          {isSending ? labels.voting : labels.vote}
        </button>
        {session.status === 'signed-out' && <LoginPrompt text={labels.logInToVote} logIn={labels.logIn} testId="potm-login" />}
      </form>
    );
  };

  return (
    <div
      className="flex flex-col gap-3"
      data-testid="potm"
      data-state={view?.state ?? 'loading'}
      data-hydrated={isHydrated ? 'true' : undefined}
      aria-busy={!view && !hasLoadFailed}
    >
      {view?.state === 'open' && (
        <p className="text-sm">
          {labels.open}
          {view.closesAt && ` ${fill(labels.closesAt, { time: formatDate(view.closesAt, locale, 'dayTime') })}`}
        </p>
      )}
      {body()}
    </div>
  );
}

function PotmResults({ view, labels }: { view: PotmState; labels: PotmLabels }) {
  const results = view.results ?? [];
  const [winner] = results;
  return (
    <div className="flex flex-col gap-3" data-testid="potm-results">
      <p className="text-sm text-muted">{labels.closed}</p>
      {winner ? (
        <>
          <p className="text-lg font-extrabold text-bok-green" data-testid="potm-winner">
            {fill(labels.winner, { name: winner.name })}
          </p>
          <h3 className="font-bold">{labels.results}</h3>
          <ol className="flex flex-col gap-2">
            {results.map((result) => (
              <li key={result.playerId} className="flex flex-col gap-1" data-testid="potm-result">
                <span className="flex justify-between gap-2 text-sm">
                  <span className={`font-semibold ${result.playerId === view.minePlayerId ? 'underline' : ''}`}>{result.name}</span>
                  <span className="shrink-0 tabular-nums">{fill(labels.votes, { votes: result.votes, share: result.share })}</span>
                </span>
                <span className="block h-2 rounded-full bg-neutral-200" aria-hidden>
                  <span className="block h-2 rounded-full bg-bok-green" style={{ width: `${result.share}%` }} />
                </span>
              </li>
            ))}
          </ol>
          <p className="text-xs text-muted">{fill(labels.totalVotes, { count: view.totalVotes })}</p>
          {view.minePlayerId !== null && (
            <p className="text-sm">{fill(labels.yourVote, { name: results.find((r) => r.playerId === view.minePlayerId)?.name ?? '' })}</p>
          )}
        </>
      ) : (
        <p>{labels.noVotes}</p>
      )}
    </div>
  );
}
