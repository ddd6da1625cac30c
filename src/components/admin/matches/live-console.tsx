'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { Scoreboard } from '@/components/site/live/scoreboard';
import type { LiveLabels } from '@/components/site/live/labels';
import { useLiveMatch } from '@/components/site/live/use-live-match';
import { fill } from '@/i18n/fill';
import { isScoringEvent, SIDED_EVENTS, type LiveMatchState, type MatchEventType, type Side } from '@/schemas/live-match';
import type { ActionResult } from '@/server/http/staff-actions';

type Squad = { id: number; name: string }[];
type EventResult = ActionResult<{ duplicate: string | null; match: LiveMatchState | null }>;

interface Props {
  initial: LiveMatchState;
  renderedAt: number;
  ourSide: Side;
  squad: Squad;
  potmOpensMinute: number;
  labels: LiveLabels;
  recordEvent: (input: unknown) => Promise<EventResult>;
  undoEvent: (input: unknown) => Promise<ActionResult<{ match: LiveMatchState | null }>>;
  setPotmMinute: (input: unknown) => Promise<ActionResult<null>>;
}

/** A tap's colour: scores green, cards their own, the rest plain. */
const tapColour = (type: MatchEventType) =>
  type === 'red_card'
    ? 'bg-red-700 text-white'
    : type === 'yellow_card'
      ? 'bg-yellow-300 text-black'
      : isScoringEvent(type)
        ? 'bg-bok-green text-white'
        : 'bg-neutral-200 text-black';

interface Pending {
  id: string;
  type: MatchEventType;
  side: Side | null;
  minute: number | null;
  playerId: number | null;
  playerOffId: number | null;
  text: string | null;
}

/**
 * The reporter's live page (issue 24): built for a phone at the ground — big targets, one tap per event. Every tap has
 * its own id (a retry after a dropped connection is the same event, never a second try); the page follows the match's
 * stream too, so a second reporter's taps show here within a second. Undo takes back the latest event after a second
 * tap; a score another reporter just recorded for the same side asks before it is recorded again.
 */
export function LiveConsole({
  initial,
  renderedAt,
  ourSide,
  squad,
  potmOpensMinute,
  labels,
  recordEvent,
  undoEvent,
  setPotmMinute,
}: Props) {
  const t = useTranslations('matches.live');
  const { match, minute, isReconnecting, apply } = useLiveMatch(initial, renderedAt, { always: true });
  const [minuteInput, setMinuteInput] = useState('');
  const [playerId, setPlayerId] = useState<Record<Side, string>>({ home: '', away: '' });
  const [playerOffId, setPlayerOffId] = useState('');
  const [comment, setComment] = useState('');
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);
  const [failed, setFailed] = useState<Pending | null>(null);
  const [duplicate, setDuplicate] = useState<{ pending: Pending; text: string } | null>(null);
  const [undoArmed, setUndoArmed] = useState(false);
  const [potm, setPotm] = useState(String(potmOpensMinute));
  const [isPending, startTransition] = useTransition();

  const sideName = (side: Side | null) => (side === 'home' ? match.home : side === 'away' ? match.away : '');
  const describe = (event: { type: MatchEventType; side: Side | null }) =>
    [labels.events[event.type], sideName(event.side)].filter(Boolean).join(' · ');
  const latest = match.events.at(-1) ?? null;

  const send = (pending: Pending, confirm = false) => {
    setMessage(null);
    setFailed(null);
    setDuplicate(null);
    startTransition(async () => {
      try {
        const result = await recordEvent({
          matchId: match.id,
          event: {
            id: pending.id,
            type: pending.type,
            side: pending.side,
            minute: pending.minute,
            playerId: pending.playerId,
            playerOffId: pending.playerOffId,
            text: pending.text,
            confirm,
          },
        });
        if (!result.ok) return setMessage({ text: result.message, isError: true });
        if (result.value.duplicate) return setDuplicate({ pending, text: result.value.duplicate });
        if (result.value.match) apply(result.value.match);
        setMessage({ text: fill(t.raw('recorded') as string, { event: describe(pending) }), isError: false });
        setMinuteInput('');
        setPlayerId({ home: '', away: '' });
        setPlayerOffId('');
        if (pending.type === 'comment') setComment('');
      } catch {
        // The connection dropped: the same event (same id) can be sent again safely.
        setFailed(pending);
      }
    });
  };

  const tap = (type: MatchEventType, side: Side | null) => {
    const chosen = side ? Number(playerId[side]) || null : null;
    send({
      id: crypto.randomUUID(),
      type,
      side,
      minute: minuteInput === '' ? null : Number(minuteInput),
      playerId: chosen,
      playerOffId: type === 'substitution' ? Number(playerOffId) || null : null,
      text: type === 'comment' ? comment.trim() : null,
    });
  };

  const undo = () => {
    if (!latest) return;
    if (!undoArmed) return setUndoArmed(true);
    setUndoArmed(false);
    startTransition(async () => {
      try {
        const result = await undoEvent({ matchId: match.id, eventId: latest.id });
        if (!result.ok) return setMessage({ text: result.message, isError: true });
        if (result.value.match) apply(result.value.match);
        setMessage({ text: fill(t.raw('undone') as string, { event: describe(latest) }), isError: false });
      } catch {
        setMessage({ text: t('retry'), isError: true });
      }
    });
  };

  const savePotm = () =>
    startTransition(async () => {
      const result = await setPotmMinute({ matchId: match.id, minute: potm });
      setMessage(result.ok ? { text: t('potmSaved', { minute: potm }), isError: false } : { text: result.message, isError: true });
    });

  const big = 'min-h-12 rounded-lg px-3 py-2 text-base font-bold disabled:opacity-50';
  const clock = minute ?? 0;
  const isOver = match.status === 'full_time';

  const sideColumn = (side: Side) => (
    <fieldset className="flex flex-col gap-2 rounded-lg bg-white p-3 ring-1 ring-black/10" disabled={isPending || isOver}>
      <legend className="px-1 text-lg font-extrabold">{sideName(side)}</legend>
      {side === ourSide && squad.length > 0 && (
        <>
          <SquadSelect
            label={t('player')}
            none={t('noPlayer')}
            squad={squad}
            value={playerId[side]}
            onChange={(value) => setPlayerId({ ...playerId, [side]: value })}
          />
          <SquadSelect
            label={`${t('playerOff')} (${labels.events.substitution})`}
            none={t('noPlayer')}
            squad={squad}
            value={playerOffId}
            onChange={setPlayerOffId}
          />
        </>
      )}
      <div className="grid grid-cols-2 gap-2">
        {SIDED_EVENTS.map((type) => (
          <button
            key={type}
            type="button"
            className={`${big} ${tapColour(type)}`}
            onClick={() => tap(type, side)}
            data-testid={`tap-${side}-${type}`}
          >
            {labels.events[type]}
          </button>
        ))}
      </div>
    </fieldset>
  );

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <p
        className="sticky top-0 z-10 flex flex-wrap items-center justify-center gap-x-3 rounded-lg bg-bok-green px-3 py-2 text-white shadow"
        data-testid="console-score"
      >
        <span className="rounded bg-white/20 px-2 text-sm font-bold uppercase">
          {labels.status[match.status]}
          {minute !== null && match.status === 'live' ? ` ${fill(labels.minute, { minute })}` : ''}
        </span>
        <span className="font-extrabold">
          {match.home}{' '}
          <span className="tabular-nums">
            {match.homeScore ?? 0} – {match.awayScore ?? 0}
          </span>{' '}
          {match.away}
        </span>
        {isReconnecting && <span className="text-xs">{labels.reconnecting}</span>}
      </p>

      <div aria-live="polite" className="min-h-6" data-testid="console-message">
        {message && <p className={message.isError ? 'font-semibold text-red-800' : 'font-semibold text-bok-green'}>{message.text}</p>}
        {failed && (
          <button type="button" className={`${big} bg-amber-600 text-white`} onClick={() => send(failed)}>
            {t('retry')}: {describe(failed)}
          </button>
        )}
        {duplicate && (
          <div className="flex flex-wrap items-center gap-2 rounded-lg bg-amber-100 p-3">
            <p className="font-semibold">{t('duplicate', { message: duplicate.text })}</p>
            <button type="button" className={`${big} bg-bok-green text-white`} onClick={() => send(duplicate.pending, true)}>
              {t('recordAnyway')}
            </button>
            <button type="button" className={`${big} bg-white ring-1 ring-black/20`} onClick={() => setDuplicate(null)}>
              {t('cancel')}
            </button>
          </div>
        )}
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <MinuteInput
          label={t('minute')}
          max={200}
          value={minuteInput}
          onChange={setMinuteInput}
          placeholder={String(clock)}
          hintId="minute-hint"
        />
        <p id="minute-hint" className="pb-3 text-sm text-muted">
          {t('minuteHint', { minute: clock })}
        </p>
      </div>

      <fieldset className="grid grid-cols-3 gap-2" disabled={isPending}>
        <legend className="sr-only">{t('match')}</legend>
        <button type="button" className={`${big} bg-bok-green text-white`} onClick={() => tap('kick_off', null)} data-testid="tap-kick_off">
          {labels.events.kick_off}
        </button>
        <button
          type="button"
          className={`${big} bg-neutral-800 text-white`}
          onClick={() => tap('half_time', null)}
          data-testid="tap-half_time"
        >
          {labels.events.half_time}
        </button>
        <button
          type="button"
          className={`${big} bg-neutral-800 text-white`}
          onClick={() => tap('full_time', null)}
          data-testid="tap-full_time"
        >
          {labels.events.full_time}
        </button>
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-2">
        {sideColumn('home')}
        {sideColumn('away')}
      </div>

      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (comment.trim()) tap('comment', null);
        }}
      >
        <label className="flex flex-col text-sm font-semibold">
          {t('comment')}
          <textarea
            value={comment}
            maxLength={280}
            rows={2}
            onChange={(event) => setComment(event.target.value)}
            placeholder={t('commentPlaceholder')}
            className="mt-1 rounded border border-black/20 px-2 py-2 text-base"
          />
        </label>
        <button type="submit" className={`${big} self-start bg-bok-green text-white`} disabled={isPending || !comment.trim()}>
          {t('send')}
        </button>
      </form>

      <button
        type="button"
        className={`${big} ${undoArmed ? 'bg-red-700 text-white' : 'bg-white ring-2 ring-red-700 text-red-800'}`}
        onClick={undo}
        onBlur={() => setUndoArmed(false)}
        disabled={isPending || !latest}
        data-testid="undo"
      >
        {latest ? (undoArmed ? t('undoConfirm', { event: describe(latest) }) : t('undo', { event: describe(latest) })) : t('nothingToUndo')}
      </button>

      <Scoreboard match={match} minute={minute} labels={labels} />

      <div className="flex flex-wrap items-end gap-2 border-t border-black/10 pt-3">
        <MinuteInput label={t('potm')} max={120} value={potm} onChange={setPotm} />
        <button type="button" className={`${big} bg-neutral-200`} onClick={savePotm} disabled={isPending}>
          {t('potmSave')}
        </button>
      </div>
    </div>
  );
}

function SquadSelect({
  label,
  none,
  squad,
  value,
  onChange,
}: {
  label: string;
  none: string;
  squad: Squad;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex flex-col text-sm font-semibold">
      {label}
      <select
        className="mt-1 min-h-12 rounded border border-black/20 bg-white px-2 text-base"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{none}</option>
        {squad.map((player) => (
          <option key={player.id} value={player.id}>
            {player.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A minute (whole number) in a thumb-sized field. */
function MinuteInput({
  label,
  max,
  value,
  onChange,
  placeholder,
  hintId,
}: {
  label: string;
  max: number;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  hintId?: string;
}) {
  return (
    <label className="flex flex-col text-sm font-semibold">
      {label}
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className="mt-1 min-h-12 w-24 rounded border border-black/20 px-2 text-lg"
        aria-describedby={hintId}
      />
    </label>
  );
}
