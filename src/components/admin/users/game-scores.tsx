import type { createFormatter } from 'next-intl';
import type { ConsoleTranslate } from '@/i18n/console-messages';
import { gameName } from '@/schemas/widgets';
import type { ActionResult } from '@/server/http/staff-actions';
import type { StaffGameScore } from '@/server/games';
import { ScrollTable } from '../scroll-table';
import { VoidEventButton } from './void-event-button';

type Format = ReturnType<typeof createFormatter>;

/** A fan's latest game scores on their console page, with Void on a ranked one (issue 13). */
export function GameScores({
  scores,
  t,
  format,
  voidScore,
}: {
  scores: StaffGameScore[];
  t: ConsoleTranslate;
  format: Format;
  voidScore: (input: { id: number; reason: string }) => Promise<ActionResult<unknown>>;
}) {
  if (scores.length === 0) return <p className="text-sm text-muted">{t('fan.noScores')}</p>;
  return (
    <ScrollTable
      label={t('fan.title')}
      testId="user-game-scores"
      isLastHeaderHidden
      headers={[
        t('fan.when'),
        t('fan.game'),
        t('fan.score'),
        t('fan.replay'),
        t('fan.played'),
        t('fan.status'),
        t('fan.reason'),
        t('fan.actions'),
      ]}
    >
      {scores.map((score) => (
        <tr key={score.id} className="border-b border-neutral-200" data-testid="user-game-score" data-status={score.status}>
          <td className="py-2 pr-3 whitespace-nowrap">
            {format.dateTime(new Date(score.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
          </td>
          <td className="py-2 pr-3">{gameName(score.game)}</td>
          <td className="py-2 pr-3 tabular-nums">{score.score}</td>
          <td className="py-2 pr-3 tabular-nums">{score.replayScore ?? '—'}</td>
          <td className="py-2 pr-3 tabular-nums">{t('fan.seconds', { seconds: Math.round(score.elapsedMs / 1000) })}</td>
          <td className="py-2 pr-3">{score.status}</td>
          <td className="py-2 pr-3">{score.reason ?? '—'}</td>
          <td className="py-2">
            {score.status === 'ranked' && (
              <VoidEventButton
                namespace="games.fan"
                eventId={score.id}
                eventName={gameName(score.game)}
                points={score.score}
                voidEvent={voidScore}
              />
            )}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
