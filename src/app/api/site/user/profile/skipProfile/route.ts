import { NextResponse } from 'next/server';
import { z } from 'zod';
import { parseBody } from '@/server/http/api-errors';
import { requireFan } from '@/server/http/identity-responses';
import { skipProfile } from '@/server/identity';

const body = z.object({ msisdn: z.string().optional() });

/** "I'll do this later" on complete_profile. */
export async function POST(request: Request) {
  const parsed = await parseBody(request, body);
  if (!parsed.ok) return parsed.response;
  const fan = await requireFan(request, { msisdn: parsed.data.msisdn });
  if (!fan.ok) return fan.response;
  await skipProfile(fan.user);
  return NextResponse.json({ status: 'ok', msisdn: fan.user.msisdn });
}
