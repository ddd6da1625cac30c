import { NextResponse } from 'next/server';
import { z } from 'zod';
import { parseBody } from '@/server/http/api-errors';
import { identityError, requireFan } from '@/server/http/identity-responses';
import { setNickname } from '@/server/identity';

const body = z.object({ emsisdn: z.string().optional(), nickname: z.unknown() });

/** games_no_nickname: stores the nickname for the game leaderboards. */
export async function POST(request: Request) {
  const parsed = await parseBody(request, body);
  if (!parsed.ok) return parsed.response;
  const fan = await requireFan(request, { emsisdn: parsed.data.emsisdn });
  if (!fan.ok) return fan.response;
  const result = await setNickname(fan.user, parsed.data.nickname);
  return result.ok ? NextResponse.json({ status: 'ok', nickname: result.user.nickname }) : identityError(result.error, result.fields);
}
