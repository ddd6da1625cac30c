import 'server-only';
import { getTranslations } from 'next-intl/server';
import { MATCH_EVENT_TYPES, type LiveStatus } from '@/schemas/live-match';
import type { LiveLabels } from './labels';

const STATUSES: LiveStatus[] = ['scheduled', 'live', 'half_time', 'full_time'];

/** The live texts of the request's language (placeholders left for the island to fill). */
export async function liveLabels(): Promise<LiveLabels> {
  const t = await getTranslations('live');
  const raw = (key: string) => t.raw(key) as string;
  return {
    status: Object.fromEntries(STATUSES.map((status) => [status, t(`status.${status}`)])) as LiveLabels['status'],
    events: Object.fromEntries(MATCH_EVENT_TYPES.map((type) => [type, t(`events.${type}`)])) as LiveLabels['events'],
    minute: raw('minute'),
    timeline: t('timeline'),
    noEvents: t('noEvents'),
    score: raw('score'),
    announce: raw('announce'),
    reconnecting: t('reconnecting'),
    substitution: raw('substitution'),
  };
}
