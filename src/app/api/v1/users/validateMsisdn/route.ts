import { NextResponse } from 'next/server';
import { z } from 'zod';
import { fail } from '@/server/http/api-errors';
import { route } from '@/server/http/route';
import { parseMsisdn } from '@/server/identity';

/** Checks and normalises a South African mobile number (0… → 27…); says nothing about whether it is registered. */
export const POST = route({
  body: z.object({ msisdn: z.string().optional() }),
  handle: async ({ input }) => {
    const result = parseMsisdn(input.msisdn);
    if (!result.ok) fail(result.error);
    return NextResponse.json({ msisdn: result.msisdn, is_valid: true });
  },
});
