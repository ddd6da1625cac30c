import { NextResponse } from 'next/server';
import { entitled } from '@/server/http/guards';
import { route } from '@/server/http/route';

/**
 * May the fan watch, play and enter now? 204 yes; 401 (log in) or 403 subscription_required — the page then opens
 * sub_status_check. Gated features' own APIs use the same guard.
 */
export const GET = route({
  access: entitled,
  handle: async () => new NextResponse(null, { status: 204, headers: { 'cache-control': 'private, no-store' } }),
});
