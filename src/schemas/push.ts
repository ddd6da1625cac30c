import { z } from 'zod';
import { LOCALES } from '@/i18n/locales';
import { MATCH_TEAMS, type MatchTeam } from './teams';

/**
 * Web Push (issue 24, DESIGN §4.1, decision 031): the topics a browser may ask for and the bodies of the subscribe and
 * unsubscribe calls, shared by the server and the bell. A topic is `{team}:kick_off`, `{team}:score` or
 * `{team}:full_time` for one of the five match-centre teams, or `news`.
 */
export const MATCH_PUSH_KINDS = ['kick_off', 'score', 'full_time'] as const;
export type MatchPushKind = (typeof MATCH_PUSH_KINDS)[number];

export const NEWS_TOPIC = 'news';

export type PushTopic = `${MatchTeam}:${MatchPushKind}` | typeof NEWS_TOPIC;

export const matchPushTopic = (team: MatchTeam, kind: MatchPushKind): PushTopic => `${team}:${kind}`;

/** Every topic there is (5 teams × 3 + news). */
export const PUSH_TOPICS: readonly PushTopic[] = [
  ...MATCH_TEAMS.flatMap((team) => MATCH_PUSH_KINDS.map((kind) => matchPushTopic(team, kind))),
  NEWS_TOPIC,
];

export function isPushTopic(value: unknown): value is PushTopic {
  return typeof value === 'string' && (PUSH_TOPICS as readonly string[]).includes(value);
}

/** The topics of one team (the bell on a team's page offers these and news). */
export const teamPushTopics = (team: MatchTeam): PushTopic[] => MATCH_PUSH_KINDS.map((kind) => matchPushTopic(team, kind));

/** A push service's address for one browser: a URL, at most 1000 characters (the table's check). */
export const MAX_ENDPOINT_LENGTH = 1000;

/** Bytes of a base64url text, or -1 when it is not base64url. */
function base64UrlBytes(value: string): number {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return -1;
  const bare = value.replace(/=+$/, '');
  if (bare.length % 4 === 1) return -1;
  return Math.floor((bare.length * 3) / 4);
}

const endpoint = z
  .string({ error: 'subscription.endpoint is the push service address the browser gave' })
  .trim()
  .min(1, 'subscription.endpoint is the push service address the browser gave')
  .max(MAX_ENDPOINT_LENGTH, `A push endpoint is at most ${MAX_ENDPOINT_LENGTH} characters`)
  .refine((value) => URL.canParse(value), 'subscription.endpoint is not an address');

/**
 * The browser's `PushSubscription.toJSON()`: the endpoint and the two keys the payload is encrypted with (RFC 8291):
 * `p256dh`, the browser's P-256 public key (65 bytes, uncompressed), and `auth`, its 16-byte secret.
 */
export const pushSubscriptionInput = z.object({
  endpoint,
  expirationTime: z.number().nullish(),
  keys: z.object(
    {
      p256dh: z
        .string({ error: 'subscription.keys.p256dh is missing' })
        .refine((value) => base64UrlBytes(value) === 65, 'subscription.keys.p256dh is not a P-256 public key (65 bytes, base64url)'),
      auth: z
        .string({ error: 'subscription.keys.auth is missing' })
        .refine((value) => base64UrlBytes(value) === 16, 'subscription.keys.auth is not a 16-byte secret (base64url)'),
    },
    { error: 'subscription.keys is missing: subscribe with an applicationServerKey' },
  ),
});

/** POST /api/site/push/subscribe `{subscription, topics, language?}` (language: the site's, else the NEXT_LOCALE cookie). */
export const pushSubscribeBody = z.object({
  subscription: pushSubscriptionInput,
  topics: z
    .array(z.string(), { error: 'topics is a list of topics' })
    .min(1, 'Choose at least one topic (or unsubscribe)')
    .max(PUSH_TOPICS.length, `At most ${PUSH_TOPICS.length} topics`)
    .superRefine((topics, context) => {
      const unknown = topics.find((topic) => !isPushTopic(topic));
      if (unknown !== undefined) {
        context.addIssue({
          code: 'custom',
          message: `"${unknown.slice(0, 40)}" is not a topic: {team}:kick_off, {team}:score or {team}:full_time for ${MATCH_TEAMS.join(', ')}; or news`,
        });
      }
    })
    .transform((topics) => [...new Set(topics)] as PushTopic[]),
  language: z.enum(LOCALES, { error: `language is one of ${LOCALES.join(', ')}` }).optional(),
});
export type PushSubscribeBody = z.output<typeof pushSubscribeBody>;

/** POST /api/site/push/unsubscribe `{endpoint}`. */
export const pushUnsubscribeBody = z.object({ endpoint });
