import type { createFormatter } from 'next-intl';
import type { ConsoleTranslate } from '@/i18n/console-messages';
import type { ActionResult } from '@/server/http/staff-actions';
import type { getFanCredSummary } from '@/server/fancred';
import { ScrollTable } from '../scroll-table';
import { VoidEventButton } from './void-event-button';

type Format = ReturnType<typeof createFormatter>;
type Summary = Awaited<ReturnType<typeof getFanCredSummary>>;

/** A fan's FanCred on their console page: points and rank this month and this year, and the latest events with a Void button per applied one. */
export function FanCredSummary({
  summary,
  t,
  format,
  voidEvent,
}: {
  summary: Summary;
  t: ConsoleTranslate;
  format: Format;
  voidEvent: (input: { id: number; reason: string }) => Promise<ActionResult<unknown>>;
}) {
  const period = (label: string, value: { points: number; rank: number | null }, testId: string) => (
    <div className="rounded border border-neutral-200 p-3" data-testid={testId}>
      <p className="text-xs font-bold text-muted uppercase">{label}</p>
      <p className="text-xl font-extrabold">{t('fan.points', { points: value.points })}</p>
      <p className="text-sm">{value.rank === null ? t('fan.notRanked') : t('fan.rank', { rank: value.rank })}</p>
    </div>
  );
  return (
    <div className="flex flex-col gap-3" data-testid="user-fancred">
      <div className="grid grid-cols-2 gap-3">
        {period(t('fan.thisMonth'), summary.monthly, 'user-fancred-month')}
        {period(t('fan.thisYear'), summary.yearly, 'user-fancred-year')}
      </div>
      <h3 className="text-sm font-bold">{t('fan.events')}</h3>
      {summary.events.length === 0 ? (
        <p className="text-sm text-muted">{t('fan.noEvents')}</p>
      ) : (
        <ScrollTable
          label={t('fan.events')}
          testId="user-fancred-events"
          isLastHeaderHidden
          headers={[
            t('fan.when'),
            t('fan.event'),
            t('fan.eventType'),
            t('fan.status'),
            t('fan.eventPoints'),
            t('fan.reason'),
            t('fan.actions'),
          ]}
        >
          {summary.events.map((event) => (
            <tr key={event.id} className="border-b border-neutral-200" data-testid="user-fancred-event" data-status={event.eventStatus}>
              <td className="py-2 pr-3 whitespace-nowrap">
                {format.dateTime(new Date(event.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
              </td>
              <td className="py-2 pr-3">{event.event}</td>
              <td className="py-2 pr-3">{event.eventType}</td>
              <td className="py-2 pr-3">{event.eventStatus}</td>
              <td className="py-2 pr-3 tabular-nums">{event.points}</td>
              <td className="py-2 pr-3">{event.reason ?? '—'}</td>
              <td className="py-2">
                {event.eventStatus === 'applied' && (
                  <VoidEventButton eventId={event.id} eventName={event.event} points={event.points} voidEvent={voidEvent} />
                )}
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </div>
  );
}
