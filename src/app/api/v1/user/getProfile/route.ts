import { NextResponse } from 'next/server';
import { z } from 'zod';
import { parseBody } from '@/server/http/api-errors';
import { requireFan } from '@/server/http/identity-responses';
import { toApiUser } from '@/server/identity';

const body = z.object({ id: z.string().optional() });

/** The signed-in fan's profile (the id, when given, must be theirs). */
export async function POST(request: Request) {
  const parsed = await parseBody(request, body);
  if (!parsed.ok) return parsed.response;
  const fan = await requireFan(request, { id: parsed.data.id });
  if (!fan.ok) return fan.response;
  return NextResponse.json({ user: toApiUser(fan.user) });
}
