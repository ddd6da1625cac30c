import 'server-only';
import { sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { matchPushTopic, NEWS_TOPIC } from '@/schemas/push';
import { isMatchTeam } from '@/schemas/teams';
import { getConfig } from '../config';
import type { AfterCommit, DomainEvent, Executor } from '../kernel';
import { enqueuePushInTransaction } from './outbound';
import type { PushMessage } from './push-messages';

/**
 * The reactions that turn facts into push broadcasts (decision 031), each queued in the transaction that states the
 * fact. A live match: kick-off, a score that moved (an undo that moved it too: the phone gets the corrected score) and
 * full time, to `{team}:kick_off|score|full_time`; every other change (a card, a comment, half time) tells nobody.
 * The push Topic is the match (`m{id}`): a phone that was offline gets its latest message, not a backlog; the time to
 * live is short, since a score is news for minutes. A story that becomes visible goes to `news` for half a day. A
 * change whose topic nobody asked for queues nothing.
 */

const LIVE: Record<'kick_off' | 'score' | 'full_time', { ttl: number; urgency: PushMessage['urgency'] }> = {
  kick_off: { ttl: 15 * 60, urgency: 'high' },
  score: { ttl: 10 * 60, urgency: 'high' },
  full_time: { ttl: 60 * 60, urgency: 'normal' },
};
const NEWS_TTL_SECONDS = 12 * 3600;

/** Whether any browser asked for the topic (most changes of most matches reach nobody: no job for them). */
async function hasSubscribers(tx: Executor, topic: string): Promise<boolean> {
  const found = await tx.execute<{ found: boolean }>(
    sql`select exists (select 1 from push_subscriptions where topics @> array[${topic}]::text[]) as found`,
  );
  return found.rows[0]?.found === true;
}

export async function pushForLiveChange(event: DomainEvent<'matches.live_changed'>, tx: Executor): Promise<AfterCommit | void> {
  if (event.change === 'other' || !isMatchTeam(event.team) || !getConfig().push.isOn) return;
  // An undone kick-off "moves" the score back to none: nothing to tell.
  if (event.status === 'scheduled') return;
  const topic = matchPushTopic(event.team, event.change);
  if (!(await hasSubscribers(tx, topic))) return;
  const { ttl, urgency } = LIVE[event.change];
  const message: PushMessage = {
    topic,
    pushTopic: `m${event.matchId}`,
    ttl,
    urgency,
    expiresAt: Date.now() + ttl * 1000,
    content: {
      kind: 'live',
      matchId: event.matchId,
      team: event.team,
      version: event.version,
      change: event.change,
      eventType: event.eventType,
      side: event.side,
      home: event.home,
      away: event.away,
      homeScore: event.homeScore,
      awayScore: event.awayScore,
      minute: event.minute,
    },
  };
  return enqueuePushInTransaction(tx, message, `push:match:${event.matchId}:v${event.version}`);
}

export async function pushForStory(event: DomainEvent<'content.story_published'>, tx: Executor): Promise<AfterCommit | void> {
  if (!getConfig().push.isOn || !(await hasSubscribers(tx, NEWS_TOPIC))) return;
  const titles: Record<Locale, string> = {
    en: event.title,
    zu: event.titleZu || event.title,
    xh: event.titleXh || event.title,
    af: event.titleAf || event.title,
  };
  const message: PushMessage = {
    topic: NEWS_TOPIC,
    pushTopic: `s${event.storyId}`,
    ttl: NEWS_TTL_SECONDS,
    urgency: 'normal',
    expiresAt: Date.now() + NEWS_TTL_SECONDS * 1000,
    content: { kind: 'news', storyId: event.storyId, slug: event.slug, titles },
  };
  return enqueuePushInTransaction(tx, message, `push:story:${event.storyId}`);
}
