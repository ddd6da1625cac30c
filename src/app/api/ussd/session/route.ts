import { fail, readBodyText, validInput } from '@/server/http/api-errors';
import { route } from '@/server/http/route';
import { SIGNATURE_HEADER } from '@/server/kernel';
import { answerUssd, refusedUssdCallback } from '@/server/ussd';
import { ussdSessionBody } from '@/schemas/ussd';

export const dynamic = 'force-dynamic';

const MAX_CALLBACK_BYTES = 4 * 1024;

/**
 * A USSD aggregator's callback (issue 25, DESIGN §4.1): form-encoded `sessionId, serviceCode, phoneNumber,
 * networkCode, text` → `text/plain` `CON …` or `END …`. Proven by `x-touchline-signature` or HTTP Basic with
 * USSD_CALLBACK_SECRET (401 otherwise, and 401 `replayed` for a signature answered already; unsigned only in a demo
 * without a secret); 413 over 4 KB, 422 bad fields.
 */
export const POST = route({
  isCrossSiteAllowed: true,
  handle: async ({ request }) => {
    const rawBody = await readBodyText(request, MAX_CALLBACK_BYTES);
    const refused = await refusedUssdCallback({
      rawBody,
      signature: request.headers.get(SIGNATURE_HEADER),
      authorization: request.headers.get('authorization'),
    });
    if (refused) fail(refused);
    const input = validInput(Object.fromEntries(new URLSearchParams(rawBody)), ussdSessionBody);
    const result = await answerUssd(input);
    if (!result.ok) fail(result.error);
    return new Response(`${result.answer.kind} ${result.answer.text}`, {
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  },
});
