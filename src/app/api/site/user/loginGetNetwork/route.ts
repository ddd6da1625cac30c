import { NextResponse } from 'next/server';
import { z } from 'zod';
import { fail } from '@/server/http/api-errors';
import { route } from '@/server/http/route';
import { lookupNetwork } from '@/server/identity';

/** signin: the stored network of a registered number (null when unknown → choose_network). */
export const POST = route({
  body: z.object({ msisdn: z.string().optional() }),
  handle: async ({ input, ip }) => {
    const result = await lookupNetwork({ msisdn: input.msisdn, ip });
    if (!result.ok) fail(result.error);
    return NextResponse.json({ network: result.network });
  },
});
