import { fail } from '@/server/http/api-errors';
import { fan } from '@/server/http/guards';
import { myDataDocument } from '@/server/http/privacy-responses';
import { route } from '@/server/http/route';
import { exportMyData } from '@/server/privacy';

/** "Download my data" (POPIA, decision 019): the signed-in fan's records as one JSON file; never cached. */
export const GET = route({
  access: fan,
  handle: async ({ user }) => {
    const result = await exportMyData(user);
    if (!result.ok) fail(result.error);
    return new Response(JSON.stringify(myDataDocument(result.data), null, 2), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="${result.filename}"`,
        'cache-control': 'private, no-store',
      },
    });
  },
});
