import { pushUnsubscribeBody } from '@/schemas/push';
import { fail } from '@/server/http/api-errors';
import { privateJson, route } from '@/server/http/route';
import { unsubscribePush } from '@/server/outbound';

/** POST /api/site/push/unsubscribe {endpoint} → 200 {unsubscribed: true}, whether or not the endpoint was known. */
export const POST = route({
  body: pushUnsubscribeBody,
  maxBytes: 2048,
  handle: async ({ input, ip }) => {
    const result = await unsubscribePush({ endpoint: input.endpoint, ip });
    if (!result.ok) fail(result.error);
    return privateJson({ unsubscribed: true });
  },
});
