import { NextResponse } from 'next/server';
import { z } from 'zod';
import { assertOwns, fan } from '@/server/http/guards';
import { route } from '@/server/http/route';
import { toApiUser } from '@/server/identity';

/** The signed-in fan's profile (the id, when given, must be theirs). */
export const POST = route({
  access: fan,
  body: z.object({ id: z.string().optional() }),
  handle: async ({ user, input }) => {
    assertOwns(user, { id: input.id });
    return NextResponse.json({ user: toApiUser(user) });
  },
});
