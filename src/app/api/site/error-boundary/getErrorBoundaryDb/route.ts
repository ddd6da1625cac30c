import { NextResponse } from 'next/server';
import { route } from '@/server/http/route';
import { errorLookupInput, findErrorReport } from '@/server/ops';

export const dynamic = 'force-dynamic';

/** {message, page} → {error_message: {message, page} | null}: was this error logged already? */
export const POST = route({
  body: errorLookupInput,
  handle: async ({ input }) => NextResponse.json({ error_message: await findErrorReport(input.message, input.page) }),
});
