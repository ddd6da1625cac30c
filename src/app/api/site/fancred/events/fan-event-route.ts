import type { z } from 'zod';
import type { fanEventBody } from '@/schemas/fancred-api';
import { submitFanEvent } from '@/server/fancred';
import { fail } from '@/server/http/api-errors';
import { fanEventJson } from '@/server/http/fancred-responses';
import { assertOwns, fan, type SignedInFan } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';

/** The identifiers a body may name: each must be the signed-in fan's own (403 otherwise). */
type Claims = { emsisdn?: string; msisdn?: string };

/**
 * A FanCred event call (spec §7): a signed-in fan's own call with a small JSON body (4 KB), answered with private
 * JSON. The routes differ only in their body's schema and what they answer.
 */
export function fanEventRoute<S extends z.ZodType<{ emsisdn?: string }>>(options: {
  body: S;
  /** The body's identifiers the fan must own; by default its emsisdn. */
  claims?: (input: z.output<S>) => Claims;
  answer: (context: { user: SignedInFan['user']; input: z.output<S> }) => Promise<unknown>;
}) {
  return route({
    access: fan,
    body: options.body,
    maxBytes: 4096,
    handle: async ({ user, input }) => {
      const body = input as z.output<S>;
      assertOwns(user, options.claims ? options.claims(body) : { emsisdn: body.emsisdn });
      return privateJson(await options.answer({ user, input: body }));
    },
  });
}

/**
 * The fan's event awarded by the rules — at once, or stored (pending) and committed before the answer when queued —
 * answered as the award; a refusal (unknown event, a staff account…) as its error.
 */
export async function awardEvent(options: {
  user: SignedInFan['user'];
  input: z.output<typeof fanEventBody>;
  /** What the call sent beside the event, kept with it (never trusted). */
  payload?: Record<string, unknown>;
  isQueued: boolean;
}) {
  const { user, input } = options;
  const outcome = await submitFanEvent({
    userId: user.id,
    event: input.event,
    eventType: input.event_type,
    itemId: input.id,
    score: input.score,
    payload: options.payload,
    isQueued: options.isQueued,
  });
  if (!outcome.ok) fail(outcome.error);
  return fanEventJson(outcome.result);
}
