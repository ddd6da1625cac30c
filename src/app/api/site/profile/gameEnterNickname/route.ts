import { NextResponse } from 'next/server';
import { z } from 'zod';
import { fail } from '@/server/http/api-errors';
import { assertOwns, fan } from '@/server/http/guards';
import { route } from '@/server/http/route';
import { setNickname } from '@/server/identity';

/** games_no_nickname: stores the nickname for the game leaderboards. */
export const POST = route({
  access: fan,
  body: z.object({ emsisdn: z.string().optional(), nickname: z.unknown() }),
  handle: async ({ user, input }) => {
    assertOwns(user, { emsisdn: input.emsisdn });
    const result = await setNickname(user, input.nickname);
    if (!result.ok) fail(result.error, { fields: result.fields });
    return NextResponse.json({ status: 'ok', nickname: result.user.nickname });
  },
});
