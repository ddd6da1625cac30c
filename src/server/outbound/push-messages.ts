import 'server-only';
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/i18n/locales';
import type { PushTopic } from '@/schemas/push';

/**
 * What a push message says (decision 031). The queue carries the facts, not the words: a broadcast names its topic and
 * its content (a live match's state, or a story), and each subscription's notification is written in that
 * subscription's language when it is sent, from the `push.notify` texts of the fan site's catalogues. The translator
 * is use-intl's core (next-intl's own, without React): the worker also runs in scripts outside Next.
 */

export interface LiveContent {
  kind: 'live';
  matchId: number;
  team: string;
  version: number;
  change: 'kick_off' | 'score' | 'full_time';
  /** The event that made the change (null: an undo moved the score). */
  eventType: string | null;
  side: 'home' | 'away' | null;
  home: string;
  away: string;
  homeScore: number | null;
  awayScore: number | null;
  minute: number | null;
}

export interface NewsContent {
  kind: 'news';
  storyId: number;
  slug: string;
  /** The story's title in each language (English where it has no translation). */
  titles: Record<Locale, string>;
}

export type PushContent = LiveContent | NewsContent;

export interface PushMessage {
  /** The subscriptions' topic it goes to. */
  topic: PushTopic;
  /** The push protocol's Topic header (RFC 8030 §5.4): a newer message of one topic replaces an undelivered older one. */
  pushTopic: string;
  /** Seconds the push service keeps it for a phone that is offline. */
  ttl: number;
  urgency: 'normal' | 'high';
  /** Epoch ms after which nothing of it is sent any more (a queue that fell behind sends no stale score). */
  expiresAt: number;
  content: PushContent;
}

/** The payload the service worker shows (src/sw/sw.ts). */
export interface NotificationPayload {
  title: string;
  body: string;
  /** The page a tap opens (same origin). */
  url: string;
  /** One notification per tag on the phone: a newer score replaces the older. */
  tag: string;
  /** Buzz again when it replaces one (a new score does; a correction does not). */
  renotify: boolean;
  /** The order of a match's messages: the worker never lets an older one replace a newer. */
  version: number;
  icon: string;
}

const ICON = '/icons/icon-192.png';

type NotifyTexts = Record<string, unknown>;

/** The catalogues, each loaded once when a message in its language is first written. */
const CATALOGUES: Record<Locale, () => Promise<{ default: { push: { notify: NotifyTexts } } }>> = {
  en: () => import('@/i18n/messages/en.json'),
  zu: () => import('@/i18n/messages/zu.json'),
  xh: () => import('@/i18n/messages/xh.json'),
  af: () => import('@/i18n/messages/af.json'),
};

async function translator(locale: Locale) {
  const catalogue = (await CATALOGUES[locale]()).default;
  return createTranslator({ locale, messages: { notify: catalogue.push.notify } as never, namespace: 'notify' as never }) as unknown as (
    key: string,
    values?: Record<string, string | number>,
  ) => string;
}

const SCORE_KINDS = new Set(['try', 'conversion', 'penalty', 'drop_goal', 'penalty_try']);

/** The notification for one content in one language. */
export async function writeNotification(content: PushContent, locale: Locale, brand: string): Promise<NotificationPayload> {
  const t = await translator(locale);
  if (content.kind === 'news') {
    return {
      title: content.titles[locale] || content.titles.en,
      body: t('newsBody', { brand }),
      url: `/news/${content.slug}`,
      tag: `s${content.storyId}`,
      renotify: false,
      version: 0,
      icon: ICON,
    };
  }
  const score = {
    home: content.home,
    away: content.away,
    homeScore: content.homeScore ?? 0,
    awayScore: content.awayScore ?? 0,
  };
  const common = { url: `/matches/${content.team}/${content.matchId}`, tag: `m${content.matchId}`, version: content.version, icon: ICON };
  if (content.change === 'kick_off') {
    return { ...common, title: t('kickOffTitle', score), body: t('kickOffBody'), renotify: true };
  }
  if (content.change === 'full_time') {
    return { ...common, title: t('fullTimeTitle', score), body: t('fullTimeBody'), renotify: true };
  }
  if (!content.eventType || !SCORE_KINDS.has(content.eventType) || !content.side) {
    return { ...common, title: t('scoreCorrectedTitle', score), body: t('followBody'), renotify: false };
  }
  const kind = t(`kinds.${content.eventType}`);
  const scorer = content.side === 'home' ? content.home : content.away;
  return {
    ...common,
    title:
      content.minute === null ? t('scoreTitle', { kind, ...score }) : t('scoreTitleMinute', { kind, ...score, minute: content.minute }),
    body: t('scoreBody', { scorer }),
    renotify: true,
  };
}
