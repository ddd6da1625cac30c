import { NextResponse } from 'next/server';
import { z } from 'zod';
import { assertOwns, fan } from '@/server/http/guards';
import { route } from '@/server/http/route';
import { skipProfile } from '@/server/identity';

/** "I'll do this later" on complete_profile. */
export const POST = route({
  access: fan,
  body: z.object({ msisdn: z.string().optional() }),
  handle: async ({ user, input }) => {
    assertOwns(user, { msisdn: input.msisdn });
    await skipProfile(user);
    return NextResponse.json({ status: 'ok', msisdn: user.msisdn });
  },
});
