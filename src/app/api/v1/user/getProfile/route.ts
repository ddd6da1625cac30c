import { NextResponse } from 'next/server';
import { z } from 'zod';
import { assertOwns, fan } from '@/server/http/guards';
import { userBody } from '@/server/http/identity-responses';
import { route } from '@/server/http/route';
import { toFanProfile } from '@/server/identity';

/** The signed-in fan's profile (the id, when given, must be theirs). */
export const POST = route({
  access: fan,
  body: z.object({ id: z.string().optional() }),
  handle: async ({ user, input }) => {
    assertOwns(user, { id: input.id });
    return NextResponse.json({ user: userBody(toFanProfile(user)) });
  },
});
