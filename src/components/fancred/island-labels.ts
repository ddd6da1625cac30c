import { getTranslations } from 'next-intl/server';
import type { EngagementLabels } from './engagement-bar';
import type { MyStandingLabels } from './my-standing';

/**
 * The FanCred islands' strings, for the server components that render them. Raw (placeholders unfilled), because
 * the island fills in {count}, {points} and {rank} itself. Each list is the island's label type, checked by the
 * compiler both ways: a key the type lacks does not compile, and `satisfies` on the result catches a missing one.
 */
const ENGAGEMENT_KEYS = [
  'like',
  'liking',
  'unliking',
  'likes',
  'likesOne',
  'share',
  'sharing',
  'shares',
  'sharesOne',
  'shareOptions',
  'shareWhatsApp',
  'copyLink',
  'copied',
  'pointsToast',
  'failed',
] as const satisfies readonly (keyof EngagementLabels)[];

const MY_STANDING_KEYS = [
  'you',
  'yourStanding',
  'monthly',
  'yearly',
  'rankValue',
  'pointsValue',
  'notRanked',
  'loginToSee',
  'logIn',
  'loading',
  'widgetYou',
  'widgetYouUnranked',
] as const satisfies readonly (keyof MyStandingLabels)[];

/** The like/share bar's strings (stories and videos). */
export async function engagementLabels(): Promise<EngagementLabels> {
  const t = await getTranslations('engagement');
  return Object.fromEntries(ENGAGEMENT_KEYS.map((key) => [key, t.raw(key) as string])) as Record<
    (typeof ENGAGEMENT_KEYS)[number],
    string
  > satisfies EngagementLabels;
}

/** "You: #N" and the fan's own standing (the home page's widget and /fancred). */
export async function myStandingLabels(): Promise<MyStandingLabels> {
  const t = await getTranslations('fancred');
  return Object.fromEntries(MY_STANDING_KEYS.map((key) => [key, t.raw(key) as string])) as Record<
    (typeof MY_STANDING_KEYS)[number],
    string
  > satisfies MyStandingLabels;
}
