import { NextResponse } from 'next/server';
import { requireEntitlement } from '@/server/http/billing-responses';

/**
 * May the fan watch, play and enter now? 204 yes; 401 (log in) or 403 subscription_required — the page then opens
 * sub_status_check. Gated features' own APIs use the same guard.
 */
export async function GET(request: Request) {
  const entitled = await requireEntitlement(request);
  if (!entitled.ok) return entitled.response;
  return new NextResponse(null, { status: 204, headers: { 'cache-control': 'private, no-store' } });
}
