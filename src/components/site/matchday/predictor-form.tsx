'use client';

import { usePathname } from 'next/navigation';
import { LoginPrompt, openLogin } from './login-prompt';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIsHydrated } from '@/components/ui/use-is-hydrated';
import { useSession } from '@/components/auth-modal/session-store';
import { percentages, PREDICTOR_MARGIN_MAX, SETTLE_AFTER_MINUTES, type PredictorWinner } from '@/schemas/predictor';
import { fill } from '@/i18n/fill';
import { useLiveChanges, useTimerAt, type LiveMatchChange } from './live-updates';
import { loadPredictor, sendPrediction, type MyPrediction, type PredictorState } from './matchday-api';

export interface PredictorLabels {
  whoWins: string;
  draw: string;
  margin: string;
  less: string;
  more: string;
  save: string;
  change: string;
  saving: string;
  saved: string;
  pickWin: string;
  pickDraw: string;
  yourPick: string;
  noPick: string;
  locked: string;
  logInToPredict: string;
  logIn: string;
  crowd: string;
  crowdTotal: string;
  crowdEmpty: string;
  points: string;
  noPoints: string;
  awaiting: string;
  chooseWinner: string;
  marginRange: string;
  error: string;
  loading: string;
}

const DEFAULT_MARGIN = 7;

/** The view with the fan's new pick in place of their old one, in the counts and the percentages. */
function withPick(view: PredictorState, pick: MyPrediction): PredictorState {
  const counts = { ...view.counts };
  if (view.mine) counts[view.mine.winner] = Math.max(0, counts[view.mine.winner] - 1);
  counts[pick.winner] += 1;
  const [home = 0, away = 0, draw = 0] = percentages([counts.home, counts.away, counts.draw]);
  return { ...view, mine: pick, counts, split: { home, away, draw }, total: counts.home + counts.away + counts.draw };
}

/**
 * The predictor's island on the match page: three big buttons for the winner, a stepper for the margin, the crowd's
 * split, the fan's own pick and (after settlement) its points. The page around it is cached; the pick and the split
 * are loaded here. Before kick-off the form is open; from kick-off (the advertised time by this phone's clock, a
 * kick-off the live page reports, or the server's 409) it shows the locked pick. A visitor is offered the login.
 */
export function PredictorForm({
  matchId,
  home,
  away,
  kickoffAt,
  isUnderWay,
  fullTimeAt,
  labels,
}: {
  matchId: number;
  home: string;
  away: string;
  kickoffAt: string;
  isUnderWay: boolean;
  fullTimeAt: string | null;
  labels: PredictorLabels;
}) {
  const id = useId();
  const pathname = usePathname();
  const isHydrated = useIsHydrated();
  const session = useSession();
  const userId = session.status === 'signed-in' ? String(session.user.userId) : null;
  const [view, setView] = useState<PredictorState | null>(null);
  const [hasLoadFailed, setHasLoadFailed] = useState(false);
  const [winner, setWinner] = useState<PredictorWinner | null>(null);
  const [margin, setMargin] = useState(String(DEFAULT_MARGIN));
  const [isSending, setIsSending] = useState(false);
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [isKickedOff, setIsKickedOff] = useState(isUnderWay);
  const [fullTime, setFullTime] = useState(fullTimeAt);

  // Each load and save takes a number: a load that left before the latest save (a stale split) is not applied over it.
  const latest = useRef(0);
  const refresh = useCallback(() => {
    const asked = ++latest.current;
    void loadPredictor(matchId).then((reply) => {
      if (asked !== latest.current) return;
      if (!reply.ok) return setHasLoadFailed(true);
      setHasLoadFailed(false);
      setView(reply.data);
      if (!reply.data.isOpen) setIsKickedOff(true);
      // The fan's saved pick fills the form the first time it is known (never over what they are choosing now).
      if (reply.data.mine) {
        const mine = reply.data.mine;
        setWinner((current) => current ?? mine.winner);
        if (mine.winner !== 'draw') setMargin((current) => (current === String(DEFAULT_MARGIN) ? String(mine.margin) : current));
      }
    });
  }, [matchId]);

  // Loaded after the page, and again when the fan logs in or out.
  useEffect(() => {
    if (session.status !== 'loading') refresh();
  }, [refresh, session.status, userId]);

  // A live change matters here twice: at kick-off (the form locks) and at full time (the settlement's time is known).
  const onLive = useCallback(
    (change: LiveMatchChange | null) => {
      if (!change) return refresh();
      setFullTime(change.fullTimeAt);
      if (change.status !== 'scheduled' && !isKickedOff) {
        setIsKickedOff(true);
        refresh();
      }
    },
    [refresh, isKickedOff],
  );
  useLiveChanges(matchId, onLive);
  const onKickoff = useCallback(() => {
    setIsKickedOff(true);
    refresh();
  }, [refresh]);
  useTimerAt(isKickedOff ? null : Date.parse(kickoffAt), onKickoff);
  // The points arrive when the match is settled: a look a little after that.
  useTimerAt(fullTime && view && !view.isSettled ? Date.parse(fullTime) + SETTLE_AFTER_MINUTES * 60_000 + 5_000 : null, refresh);

  const teamOf = (side: PredictorWinner) => (side === 'home' ? home : side === 'away' ? away : labels.draw);
  const pickText = (pick: MyPrediction) =>
    pick.winner === 'draw' ? labels.pickDraw : fill(labels.pickWin, { team: teamOf(pick.winner), margin: pick.margin });
  const isLocked = isKickedOff || (view !== null && !view.isOpen);
  const mine = view?.mine ?? null;

  const step = (delta: number) => {
    const current = Number.parseInt(margin, 10);
    const next = Math.min(PREDICTOR_MARGIN_MAX, Math.max(1, (Number.isFinite(current) ? current : DEFAULT_MARGIN) + delta));
    setMargin(String(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!winner) return setMessage({ kind: 'error', text: labels.chooseWinner });
    const value = Number(margin);
    if (winner !== 'draw' && (!Number.isInteger(value) || value < 1 || value > PREDICTOR_MARGIN_MAX)) {
      return setMessage({ kind: 'error', text: labels.marginRange });
    }
    setIsSending(true);
    setMessage(null);
    latest.current += 1;
    const reply = await sendPrediction(matchId, winner, value);
    setIsSending(false);
    if (reply.ok) {
      // The split moves by the fan's own pick at once (the server's is a few seconds behind at busy times).
      setView((current) => (current ? withPick(current, reply.data) : current));
      // Saved before the first load came back (it was set aside as older): load it again, pick included.
      if (!view) refresh();
      setMessage({ kind: 'saved', text: fill(labels.saved, { pick: pickText(reply.data) }) });
      return;
    }
    if (reply.status === 401) return openLogin(pathname);
    if (reply.code === 'predictions_closed') {
      setIsKickedOff(true);
      refresh();
      return;
    }
    setMessage({ kind: 'error', text: reply.status === 422 ? labels.marginRange : labels.error });
  };

  return (
    <div
      className="flex flex-col gap-4"
      data-testid="predictor"
      data-state={isLocked ? 'locked' : 'open'}
      data-hydrated={isHydrated ? 'true' : undefined}
    >
      {isLocked ? (
        <div className="flex flex-col gap-1 rounded bg-neutral-100 p-3" data-testid="predictor-locked">
          <p className="font-semibold">{labels.locked}</p>
          {mine ? (
            <p data-testid="predictor-mine">{fill(labels.yourPick, { pick: pickText(mine) })}</p>
          ) : (
            userId && view && <p>{labels.noPick}</p>
          )}
          {mine && (
            <p className="font-bold text-bok-green" data-testid="predictor-points">
              {mine.points === null ? labels.awaiting : mine.points > 0 ? fill(labels.points, { points: mine.points }) : labels.noPoints}
            </p>
          )}
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="predictor-form">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-bold">{labels.whoWins}</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {(['home', 'draw', 'away'] as const).map((side) => (
                <button
                  key={side}
                  type="button"
                  aria-pressed={winner === side}
                  onClick={() => {
                    setWinner(side);
                    setMessage(null);
                  }}
                  className={`min-h-12 rounded-lg px-3 py-2 text-base leading-tight font-bold ring-2 ${
                    winner === side ? 'bg-bok-green text-white ring-bok-green' : 'bg-white text-ink ring-neutral-300'
                  }`}
                  data-testid={`predictor-winner-${side}`}
                >
                  {teamOf(side)}
                </button>
              ))}
            </div>
          </fieldset>
          {winner !== 'draw' && (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-margin`} className="font-bold">
                {labels.margin}
              </label>
              <div className="flex items-center gap-2">
                <button
                  type="button"
                  onClick={() => step(-1)}
                  aria-label={labels.less}
                  className="h-11 w-11 rounded-full bg-white text-xl font-bold ring-2 ring-neutral-300"
                  data-testid="predictor-less"
                >
                  −
                </button>
                <input
                  id={`${id}-margin`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={PREDICTOR_MARGIN_MAX}
                  value={margin}
                  onChange={(event) => setMargin(event.target.value)}
                  className="h-11 w-20 rounded border border-neutral-300 text-center text-lg font-bold"
                  data-testid="predictor-margin"
                />
                <button
                  type="button"
                  onClick={() => step(1)}
                  aria-label={labels.more}
                  className="h-11 w-11 rounded-full bg-white text-xl font-bold ring-2 ring-neutral-300"
                  data-testid="predictor-more"
                >
                  +
                </button>
              </div>
            </div>
          )}
          {mine && !message && (
            <p className="text-sm" data-testid="predictor-mine">
              {fill(labels.yourPick, { pick: pickText(mine) })}
            </p>
          )}
          <div aria-live="polite">
            {message && (
              <p
                className={message.kind === 'saved' ? 'font-semibold text-bok-green' : 'text-sm text-red-700'}
                data-testid={message.kind === 'saved' ? 'predictor-saved' : 'predictor-error'}
              >
                {message.text}
              </p>
            )}
          </div>
          <button
            type="submit"
            disabled={isSending}
            className="min-h-11 rounded bg-bok-gold px-6 py-2.5 font-bold text-ink disabled:opacity-60 sm:self-start"
            data-testid="predictor-save"
          >
            {isSending ? labels.saving : mine ? labels.change : labels.save}
          </button>
          {session.status === 'signed-out' && <LoginPrompt text={labels.logInToPredict} logIn={labels.logIn} testId="predictor-login" />}
        </form>
      )}
      {!(isLocked && view?.total === 0) && <CrowdSplit view={view} hasLoadFailed={hasLoadFailed} home={home} away={away} labels={labels} />}
    </div>
  );
}

function CrowdSplit({
  view,
  hasLoadFailed,
  home,
  away,
  labels,
}: {
  view: PredictorState | null;
  hasLoadFailed: boolean;
  home: string;
  away: string;
  labels: PredictorLabels;
}) {
  const parts = [
    { side: 'home' as const, name: home, colour: 'bg-bok-green' },
    { side: 'draw' as const, name: labels.draw, colour: 'bg-neutral-400' },
    { side: 'away' as const, name: away, colour: 'bg-bok-gold' },
  ];
  return (
    <div className="flex flex-col gap-2" data-testid="predictor-split" aria-busy={!view && !hasLoadFailed}>
      <h3 className="font-bold">{labels.crowd}</h3>
      {!view ? (
        <p className="text-sm text-muted">{hasLoadFailed ? labels.error : labels.loading}</p>
      ) : view.total === 0 ? (
        <p className="text-sm text-muted">{labels.crowdEmpty}</p>
      ) : (
        <>
          <div className="flex h-3 overflow-hidden rounded-full bg-neutral-200" aria-hidden>
            {parts.map((part) => (
              <span key={part.side} className={part.colour} style={{ width: `${view.split[part.side]}%` }} />
            ))}
          </div>
          <ul className="grid grid-cols-3 gap-2 text-sm">
            {parts.map((part) => (
              <li key={part.side} className="flex flex-col" data-testid={`predictor-split-${part.side}`}>
                <span className="break-words">{part.name}</span>
                <strong className="text-lg">{view.split[part.side]}%</strong>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted">{fill(labels.crowdTotal, { count: view.total })}</p>
        </>
      )}
    </div>
  );
}
