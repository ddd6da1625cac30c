import { NextResponse } from 'next/server';
import { shouldRemind } from '@/server/billing';
import { parseBody } from '@/server/http/api-errors';
import { identityError } from '@/server/http/identity-responses';
import { getSignedIn, IDENTITY_ERRORS } from '@/server/identity';
import { emsisdnBody } from '@/schemas/billing';

/** Whether to show subscribe_reminder now (spec §7): a member without a subscription who has not closed it this session. */
export async function POST(request: Request) {
  const parsed = await parseBody(request, emsisdnBody);
  if (!parsed.ok) return parsed.response;
  const signedIn = await getSignedIn(request.headers);
  if (!signedIn) return identityError(IDENTITY_ERRORS.sessionRequired);
  if (parsed.data.emsisdn !== undefined && parsed.data.emsisdn !== signedIn.user.emsisdn) return identityError(IDENTITY_ERRORS.forbidden);
  const status = await shouldRemind(signedIn.user, signedIn.sessionId);
  return NextResponse.json({ status }, { headers: { 'cache-control': 'private, no-store' } });
}
