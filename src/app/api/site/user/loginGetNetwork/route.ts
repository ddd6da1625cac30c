import { NextResponse } from 'next/server';
import { z } from 'zod';
import { parseBody } from '@/server/http/api-errors';
import { identityError, requestIp } from '@/server/http/identity-responses';
import { lookupNetwork } from '@/server/identity';

const body = z.object({ msisdn: z.string().optional() });

/** signin: the stored network of a registered number (null when unknown → choose_network). */
export async function POST(request: Request) {
  const parsed = await parseBody(request, body);
  if (!parsed.ok) return parsed.response;
  const result = await lookupNetwork({ msisdn: parsed.data.msisdn, ip: requestIp(request) });
  return result.ok ? NextResponse.json({ network: result.network }) : identityError(result.error);
}
