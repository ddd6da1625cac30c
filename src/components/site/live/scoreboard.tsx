import { fill } from '@/i18n/fill';
import { isScoringEvent, type LiveMatchState } from '@/schemas/live-match';
import type { LiveLabels } from './labels';

/**
 * The match as it stands — score, status, minute — and its timeline, newest first. Pure markup: the server renders it
 * for a finished match and for a page without JavaScript; the live island renders the same with each new frame.
 */
export function Scoreboard({
  match,
  minute,
  labels,
  isReconnecting = false,
}: {
  match: LiveMatchState;
  minute: number | null;
  labels: LiveLabels;
  isReconnecting?: boolean;
}) {
  const hasScore = match.homeScore !== null && match.awayScore !== null;
  const isInPlay = match.status === 'live' || match.status === 'half_time';
  const sideName = (side: 'home' | 'away' | null) => (side === 'home' ? match.home : side === 'away' ? match.away : null);
  return (
    <div className="flex flex-col gap-4" data-testid="live-match" data-status={match.status} data-version={match.version}>
      <div className="rounded-lg bg-bok-green p-4 text-white shadow-sm">
        <p className="flex items-center justify-center gap-2 text-sm font-bold tracking-wide uppercase">
          <span className={`rounded px-2 py-0.5 ${isInPlay ? 'bg-red-700' : 'bg-white/20'}`} data-testid="live-status">
            {labels.status[match.status]}
          </span>
          {minute !== null && match.status === 'live' && (
            <span className="tabular-nums" data-testid="live-minute">
              {fill(labels.minute, { minute })}
            </span>
          )}
          {isReconnecting && <span className="text-xs font-normal normal-case">{labels.reconnecting}</span>}
        </p>
        <div className="mt-3 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2 text-center">
          <p className="text-sm leading-tight font-extrabold break-words sm:text-lg">{match.home}</p>
          <p
            className="text-3xl font-black whitespace-nowrap tabular-nums sm:text-4xl"
            data-testid="live-score"
            aria-label={hasScore ? scoreText(match, labels) : undefined}
          >
            {hasScore ? `${match.homeScore} – ${match.awayScore}` : '–'}
          </p>
          <p className="text-sm leading-tight font-extrabold break-words sm:text-lg">{match.away}</p>
        </div>
      </div>
      <section aria-labelledby={`timeline-${match.id}`}>
        <h2 id={`timeline-${match.id}`} className="text-xl font-extrabold">
          {labels.timeline}
        </h2>
        {match.events.length === 0 ? (
          <p className="mt-2 text-muted">{labels.noEvents}</p>
        ) : (
          <ol className="mt-2 flex flex-col divide-y divide-black/10 rounded-lg bg-white ring-1 ring-black/5" data-testid="timeline">
            {[...match.events].reverse().map((event) => (
              <li key={event.id} className="flex gap-3 px-3 py-2" data-type={event.type}>
                <span className="w-10 shrink-0 text-right font-bold tabular-nums text-muted">
                  {event.minute !== null ? fill(labels.minute, { minute: event.minute }) : ''}
                </span>
                <p className="min-w-0">
                  <strong className={isScoringEvent(event.type) ? 'text-bok-green' : undefined}>{labels.events[event.type]}</strong>
                  {sideName(event.side) && <span className="text-muted"> · {sideName(event.side)}</span>}
                  {event.type === 'substitution' && event.playerName && event.playerOffName ? (
                    <span className="block">{fill(labels.substitution, { on: event.playerName, off: event.playerOffName })}</span>
                  ) : (
                    event.playerName && <span className="block">{event.playerName}</span>
                  )}
                  {event.text && <span className="block break-words">{event.text}</span>}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

export function scoreText(match: LiveMatchState, labels: LiveLabels): string {
  return fill(labels.score, { home: match.home, homeScore: match.homeScore ?? 0, away: match.away, awayScore: match.awayScore ?? 0 });
}
