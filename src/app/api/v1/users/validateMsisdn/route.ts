import { NextResponse } from 'next/server';
import { z } from 'zod';
import { parseBody } from '@/server/http/api-errors';
import { identityError } from '@/server/http/identity-responses';
import { parseMsisdn } from '@/server/identity';

const body = z.object({ msisdn: z.string().optional() });

/** Checks and normalises a South African mobile number (0… → 27…); says nothing about whether it is registered. */
export async function POST(request: Request) {
  const parsed = await parseBody(request, body);
  if (!parsed.ok) return parsed.response;
  const result = parseMsisdn(parsed.data.msisdn);
  return result.ok ? NextResponse.json({ msisdn: result.msisdn, is_valid: true }) : identityError(result.error);
}
