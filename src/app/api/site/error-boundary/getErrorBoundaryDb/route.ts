import { NextResponse } from 'next/server';
import { route } from '@/server/http/route';
import { getLogger } from '@/server/logger';
import { errorLookupInput, findErrorReport } from '@/server/ops';

export const dynamic = 'force-dynamic';

/** {message, page} → {error_message: {message, page} | null}: was this error logged already? */
export const POST = route({
  body: errorLookupInput,
  handle: async ({ input }) => {
    const logged = await findErrorReport(input.message, input.page);
    // Every error a fan's browser reports is looked up here first: its line carries the request id the fan's error
    // page shows as the reference (issue 39), with the message (a server error's digest is in it).
    getLogger().warn({ message: input.message, page: input.page, isKnown: Boolean(logged) }, 'client error reported');
    return NextResponse.json({ error_message: logged });
  },
});
