import { NextResponse } from 'next/server';
import { z } from 'zod';
import { parseBody } from '@/server/http/api-errors';
import { requireFan } from '@/server/http/identity-responses';
import { toApiUser } from '@/server/identity';

const body = z.object({ emsisdn: z.string().optional(), sub_provider: z.string().optional(), sub_expiry: z.string().optional(), subscription_id: z.string().optional() });

/** The signed-in fan's user record (the emsisdn must be theirs). Subscription fields arrive with the subscriptions issue. */
export async function POST(request: Request) {
  const parsed = await parseBody(request, body);
  if (!parsed.ok) return parsed.response;
  const fan = await requireFan(request, { emsisdn: parsed.data.emsisdn });
  if (!fan.ok) return fan.response;
  return NextResponse.json({ user: toApiUser(fan.user) });
}
