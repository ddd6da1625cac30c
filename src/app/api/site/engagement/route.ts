import { engagementQuery } from '@/schemas/fancred-api';
import { getEngagement } from '@/server/fancred';
import { getSignedIn } from '@/server/identity';
import { fail } from '@/server/http/api-errors';
import { privateJson, route } from '@/server/http/route';
import { appError } from '@/schemas/app-error';

/** GET /api/site/engagement?item_type=story&item_id=… → {likes, shares, liked} (liked: the signed-in fan's own). */
export const GET = route({
  handle: async ({ request }) => {
    const parsed = engagementQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
    if (!parsed.success) fail(appError(422, 'invalid_input', parsed.error.issues[0]?.message ?? 'Invalid input.'));
    const signedIn = await getSignedIn(request.headers);
    const engagement = await getEngagement({
      itemType: parsed.data.item_type,
      itemId: parsed.data.item_id,
      userId: signedIn?.user.id ?? null,
    });
    return privateJson({ likes: engagement.likes, shares: engagement.shares, liked: engagement.isLiked });
  },
});
